import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginEmbedded, refreshGrant } from './helpers/oidcLogin.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t?.close())

const me = (token: string) =>
  fetch(`${t.baseUrl}/api/v1/_me`, { headers: { authorization: `Bearer ${token}` } })

describe('login through the embedded identity provider', () => {
  it('runs the PKCE code flow and ends in GET /_me', async () => {
    const tokens = await loginEmbedded(t.baseUrl, 'jane@example.com', 'jane')
    const [header] = tokens.access_token.split('.')
    expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toMatchObject({ typ: 'at+jwt' })
    expect(tokens.refresh_token).toBeTruthy()
    const response = await me(tokens.access_token)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { companies: { name: string }[] }
    expect(body).toMatchObject({ email: 'jane@example.com', display_name: 'Jane Doe', access: 'user' })
    expect(body.companies.map((c: { name: string }) => c.name).sort()).toEqual(['Acme B.V.', 'Globex Ltd'])
  })

  it('gives the super-admin access only from the verified role', async () => {
    const tokens = await loginEmbedded(t.baseUrl, 'admin@example.com', 'admin')
    const body = (await (await me(tokens.access_token)).json()) as { access: string; roles: string[] }
    expect(body.access).toBe('super-admin')
    expect(body.roles).toContain('super-admin')
  })

  it('refuses a wrong password with a clear error and no redirect', async () => {
    await expect(loginEmbedded(t.baseUrl, 'jane@example.com', 'wrong')).rejects.toThrow(/incorrect/)
  })

  it('rotates refresh tokens and revokes the family when an old one is reused', async () => {
    const tokens = await loginEmbedded(t.baseUrl, 'solo@example.com', 'solo')
    const refresh = (token: string) => refreshGrant(t.baseUrl, token)
    const first = await refresh(tokens.refresh_token ?? '')
    expect(first.status).toBe(200)
    const rotated = (await first.json()) as { refresh_token: string; access_token: string }
    expect(rotated.refresh_token).not.toBe(tokens.refresh_token)
    expect((await me(rotated.access_token)).status).toBe(200)
    expect((await refresh(tokens.refresh_token ?? '')).status).toBe(400)
    expect((await refresh(rotated.refresh_token)).status).toBe(400)
  })
})
