import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ExternalIdp, startExternalIdp } from './helpers/externalIdp.ts'
import { freePort } from './helpers/freePort.ts'
import { embeddedLogin, loginWithPkce } from './helpers/oidcLogin.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'
import { api } from './helpers/tokens.ts'

let t: TestApp
let idp: ExternalIdp

beforeAll(async () => {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  idp = await startExternalIdp({
    audience: 'urn:portico:api',
    redirectUri: `${base}/auth/callback`,
    roles: ['offline_access', 'uma_authorization'],
    organization: { 'acme b.v.': { id: 'kc-org-1' } },
  })
  t = await startTestApp({
    PORT: String(port),
    PUBLIC_URL: base,
    OIDC_ISSUER: idp.issuer,
    OIDC_AUDIENCE: 'urn:portico:api',
    OIDC_ROLES_CLAIM: 'realm_access.roles',
    OIDC_ORGANIZATIONS_CLAIM: 'organization',
  })
})
afterAll(async () => {
  await t?.close()
  await idp?.close()
})

/** The SPA's login at the external IdP, whose form takes any password. */
const loginAtIdp = (email: string) =>
  loginWithPkce({
    issuer: idp.issuer,
    clientId: 'portico-web',
    redirectUri: `${t.baseUrl}/auth/callback`,
    submitLogin: embeddedLogin(email, 'any'),
  })

describe('an external identity provider with Keycloak-shaped claims', () => {
  it('tells the SPA where to log in, at run time', async () => {
    const config = (await (await fetch(`${t.baseUrl}/api/config`)).json()) as { oidc: unknown }
    expect(config.oidc).toMatchObject({ authority: idp.issuer, clientId: 'portico-web', embedded: false })
  })

  it('does not mount the embedded provider', async () => {
    expect((await fetch(`${t.baseUrl}/oidc/.well-known/openid-configuration`)).status).toBe(404)
  })

  it('logs in with PKCE, creates the user from the claims and maps roles and organizations', async () => {
    const tokens = await loginAtIdp('kim@external.example')
    const me = await api(t, tokens.access_token)('GET', '/api/v1/_me')
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({
      email: 'kim@external.example',
      display_name: 'Kim Keycloak',
      access: 'user',
    })
    expect(me.body.roles).toEqual(['offline_access', 'uma_authorization'])
    expect(me.body.companies.map((c: { name: string }) => c.name)).toEqual(['Acme B.V.'])
  })

  it('rejects tokens of the embedded issuer shape (wrong issuer)', async () => {
    const res = await api(t, 'eyJhbGciOiJub25lIn0.e30.')('GET', '/api/v1/_me')
    expect(res.status).toBe(401)
  })

  it('an invitation made before the first login is claimed by the verified e-mail claim', async () => {
    const { users, memberships } = await import('../src/db/schema/index.ts')
    const { companyId } = await import('./helpers/tokens.ts')
    const [pending] = await t.database.db
      .insert(users)
      .values({
        issuer: idp.issuer,
        subject: 'invite:lee@external.example',
        email: 'lee@external.example',
        username: 'lee',
        display_name: 'Lee',
      })
      .returning()
    await t.database.db
      .insert(memberships)
      .values({ user_id: pending?.id ?? '', company_id: await companyId(t, 'Globex Ltd'), role: 'billing' })
    const tokens = await loginAtIdp('lee@external.example')
    const me = await api(t, tokens.access_token)('GET', '/api/v1/_me')
    expect(me.body.id).toBe(pending?.id)
    expect(me.body.companies.map((c: { name: string }) => c.name).sort()).toEqual(['Acme B.V.', 'Globex Ltd'])
  })
})

describe('the profile of a user of an external IdP', () => {
  it('has no password or two-factor routes, and names the IdP account page', async () => {
    const kim = api(t, (await loginAtIdp('kim@external.example')).access_token)
    const security = await kim('GET', '/api/v1/_me/security')
    expect(security.body).toEqual({
      identity: 'external',
      two_factor: false,
      recovery_codes_left: 0,
      account_url: null,
    })
    const calls: [string, unknown][] = [
      ['/api/v1/_me/password', { current_password: 'any', new_password: 'a-new-password-1' }],
      ['/api/v1/_me/two-factor', undefined],
      ['/api/v1/_me/two-factor/confirm', { code: '123456' }],
      ['/api/v1/_me/two-factor/recovery-codes', { password: 'any' }],
      ['/api/v1/_me/two-factor/disable', { password: 'any' }],
    ]
    for (const [path, body] of calls) expect((await kim('POST', path, body)).status, path).toBe(403)
    const rename = await kim('PATCH', '/api/v1/_me', { display_name: 'Someone Else' })
    expect(rename.status).toBe(403)
    expect(rename.body.detail).toMatch(/identity provider/)
  })
})
