import { generateKeyPair, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginEmbedded } from './helpers/oidcLogin.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'
import { signWithIdpKey } from './helpers/tokens.ts'

let t: TestApp
let valid: { access_token: string; id_token: string }
let base: Record<string, unknown>
beforeAll(async () => {
  t = await startTestApp()
  valid = await loginEmbedded(t.baseUrl, 'jane@example.com', 'jane')
  base = JSON.parse(Buffer.from(valid.access_token.split('.')[1] ?? '', 'base64url').toString())
})
afterAll(() => t?.close())

const now = () => Math.floor(Date.now() / 1000)
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url')

const status = async (token: string) =>
  (await fetch(`${t.baseUrl}/api/v1/_me`, { headers: { authorization: `Bearer ${token}` } })).status

describe('forged-token table (security.md 1): every row is refused with 401', () => {
  const rows: [string, () => Promise<string>][] = [
    ['alg none', async () => `${b64({ alg: 'none', typ: 'at+jwt' })}.${b64(base)}.`],
    [
      'HS256 signed with the public key',
      async () => {
        const jwks = (await (await fetch(`${t.baseUrl}/oidc/jwks`)).json()) as { keys: { kid: string }[] }
        const secret = new TextEncoder().encode(JSON.stringify(jwks.keys[0]))
        return new SignJWT(base)
          .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', kid: jwks.keys[0]?.kid })
          .sign(secret)
      },
    ],
    ['wrong issuer', () => signWithIdpKey(t, { ...base, iss: 'https://evil.example/oidc' })],
    ['wrong audience', () => signWithIdpKey(t, { ...base, aud: 'https://other.example/api' })],
    ['expired', () => signWithIdpKey(t, { ...base, iat: now() - 3600, exp: now() - 120 })],
    ['future nbf', () => signWithIdpKey(t, { ...base, nbf: now() + 600 })],
    ['iat in the future', () => signWithIdpKey(t, { ...base, iat: now() + 600, exp: now() + 900 })],
    [
      'lifetime longer than the maximum (OIDC_MAX_TOKEN_LIFETIME)',
      () => signWithIdpKey(t, { ...base, iat: now() - 60, exp: now() + 86_400 }),
    ],
    ['no exp', () => signWithIdpKey(t, { ...base, exp: undefined })],
    [
      'tampered payload',
      async () => {
        const [h, , s] = valid.access_token.split('.')
        return `${h}.${b64({ ...base, roles: ['super-admin'] })}.${s}`
      },
    ],
    ['ID token instead of access token', async () => valid.id_token],
    ['typ JWT instead of at+jwt', () => signWithIdpKey(t, base, { typ: 'JWT' })],
    [
      'signed by an unknown key',
      async () => {
        const { privateKey } = await generateKeyPair('RS256')
        return new SignJWT(base)
          .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: 'unknown' })
          .sign(privateKey)
      },
    ],
    ['garbage', async () => 'not-a-jwt'],
  ]

  it('accepts the genuine token (the control row)', async () => {
    expect(await status(valid.access_token)).toBe(200)
  })

  it.each(rows)('%s', async (_name, make) => {
    expect(await status(await make())).toBe(401)
  })

  it('answers 401 without a token, as problem+json', async () => {
    const response = await fetch(`${t.baseUrl}/api/v1/_me`)
    expect(response.status).toBe(401)
    expect(response.headers.get('content-type')).toMatch(/application\/problem\+json/)
  })
})
