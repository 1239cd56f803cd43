import { Secret, TOTP } from 'otpauth'
import { describe, expect, it } from 'vitest'
import { useDemoApp } from './helpers/demoApp.ts'
import {
  authorizeAgain,
  CookieJar,
  embeddedLogin,
  loginEmbedded,
  loginWithPkce,
  logoutEmbedded,
  refreshGrant,
} from './helpers/oidcLogin.ts'
import { api } from './helpers/tokens.ts'

/**
 * Issue 27 item 2: sessions end when they should. Turning two-factor sign-in on or off and changing
 * the password end every other session of the user (its IdP session, refresh tokens and access
 * tokens); the session that made the change goes on. Signing out ends the session's grants,
 * `offline_access` is granted only when OIDC_OFFLINE_ACCESS allows it.
 */
const demo = useDemoApp({ LOGIN_RATE_LIMIT: '1000' })

/** One browser's sign-in: its cookies and its tokens. */
async function browser(email: string, password: string, code?: () => string) {
  const jar = new CookieJar()
  const tokens = await loginEmbedded(demo.t.baseUrl, email, password, jar, code)
  return { jar, tokens }
}
const me = (token: string) => api(demo.t, token)('GET', '/api/v1/_me')

describe('sessions end when they should', () => {
  it('two-factor turned on ends every other session; the one that turned it on goes on', async () => {
    const here = await browser('reseller@example.com', 'reseller')
    const there = await browser('reseller@example.com', 'reseller')
    const call = api(demo.t, here.tokens.access_token)
    const setup = await call('POST', '/api/v1/_me/two-factor')
    const totp = new TOTP({ secret: Secret.fromBase32(setup.body.secret), digits: 6, period: 30 })
    expect((await call('POST', '/api/v1/_me/two-factor/confirm', { code: totp.generate() })).status).toBe(200)

    // The other browser: its refresh token, its access token and its IdP session are all void.
    expect((await refreshGrant(demo.t.baseUrl, there.tokens.refresh_token ?? '')).status).toBe(400)
    const refused = await me(there.tokens.access_token)
    expect(refused.status).toBe(401)
    expect(refused.body.detail).toBe('This session has ended. Please sign in again.')
    expect(await authorizeAgain(demo.t.baseUrl, there.jar)).toMatch(/^\/interaction\//)
    // This one: fresh tokens, and its IdP session still signs it in without asking.
    const renewed = await refreshGrant(demo.t.baseUrl, here.tokens.refresh_token ?? '')
    expect(renewed.status).toBe(200)
    expect((await me(((await renewed.json()) as { access_token: string }).access_token)).status).toBe(200)
    expect(await authorizeAgain(demo.t.baseUrl, here.jar)).toMatch(/\/auth\/callback\?code=/)

    // Off again (with a code): the same for a session signed in meanwhile with password and code.
    const later = await browser('reseller@example.com', 'reseller', () =>
      totp.generate({ timestamp: Date.now() + 30_000 }),
    )
    const off = await call('POST', '/api/v1/_me/two-factor/disable', { password: 'reseller' })
    expect(off.status, JSON.stringify(off.body)).toBe(204)
    expect((await refreshGrant(demo.t.baseUrl, later.tokens.refresh_token ?? '')).status).toBe(400)
    expect((await me(here.tokens.access_token)).status).toBe(200)
  })

  it('a password change ends every other session; the one that changed it goes on', async () => {
    const here = await browser('solo@example.com', 'solo')
    const there = await browser('solo@example.com', 'solo')
    const changed = await api(demo.t, here.tokens.access_token)('POST', '/api/v1/_me/password', {
      current_password: 'solo',
      new_password: 'another-password-2',
    })
    expect(changed.status).toBe(204)
    expect((await refreshGrant(demo.t.baseUrl, there.tokens.refresh_token ?? '')).status).toBe(400)
    expect((await me(there.tokens.access_token)).status).toBe(401)
    expect((await refreshGrant(demo.t.baseUrl, here.tokens.refresh_token ?? '')).status).toBe(200)
  })

  it('signing out ends the refresh token, and offline_access is not granted unless allowed', async () => {
    const jar = new CookieJar()
    // A client asking for offline_access gets the portal's scopes only (OIDC_OFFLINE_ACCESS is off).
    const tokens = await loginWithPkce({
      jar,
      issuer: `${demo.t.baseUrl}/oidc`,
      clientId: 'portico-web',
      redirectUri: `${demo.t.baseUrl}/auth/callback`,
      scope: 'openid profile offline_access',
      submitLogin: embeddedLogin('jane@example.com', 'jane'),
    })
    expect(tokens.scope ?? '').not.toContain('offline_access')
    expect((await logoutEmbedded(demo.t.baseUrl, jar, tokens.id_token)).status).toBe(303)
    expect((await refreshGrant(demo.t.baseUrl, tokens.refresh_token ?? '')).status).toBe(400)
    expect((await me(tokens.access_token)).status).toBe(401)
  })
})

describe('your sessions (issue 27, item 3)', () => {
  type Listed = { id: string; device: string | null; ip: string | null; current: boolean }
  it('lists where the user is signed in, signs one other out, then every other', async () => {
    const here = await browser('admin@example.com', 'admin')
    const phone = await browser('admin@example.com', 'admin')
    const laptop = await browser('admin@example.com', 'admin')
    const call = api(demo.t, here.tokens.access_token)
    const list = async () => (await call('GET', '/api/v1/_me/sessions')).body.data as Listed[]
    const before = await list()
    expect(before.length).toBeGreaterThanOrEqual(3)
    expect(before.filter((s) => s.current)).toHaveLength(1)
    expect(before.find((s) => s.current)?.device).toBeNull()
    expect(before.every((s) => s.ip)).toBe(true)
    // The phone's session, found by its access token's grant: signed out alone.
    const phoneMe = await me(phone.tokens.access_token)
    expect(phoneMe.status).toBe(200)
    const others = before.filter((s) => !s.current)
    const ended = await call('POST', `/api/v1/_me/sessions/${others[0]?.id}/end`)
    expect(ended.status).toBe(204)
    expect((await list()).map((s) => s.id)).not.toContain(others[0]?.id)
    expect((await call('POST', `/api/v1/_me/sessions/${others[0]?.id}/end`)).status).toBe(404)
    // Everywhere else: only this one is left, and it still works.
    expect((await call('POST', '/api/v1/_me/sessions/end-others')).status).toBe(204)
    const after = await list()
    expect(after).toHaveLength(1)
    expect(after[0]?.current).toBe(true)
    for (const gone of [phone, laptop]) {
      expect((await refreshGrant(demo.t.baseUrl, gone.tokens.refresh_token ?? '')).status).toBe(400)
    }
    expect((await me(here.tokens.access_token)).status).toBe(200)
    // Another user's session id is not theirs to end.
    const janes = (await demo.as('jane')('GET', '/api/v1/_me/sessions')).body.data as Listed[]
    expect((await call('POST', `/api/v1/_me/sessions/${janes[0]?.id}/end`)).status).toBe(404)
  })

  it('names the browser and system from the user agent', async () => {
    const { deviceOf } = await import('../src/modules/me/sessions.service.ts')
    expect(
      deviceOf(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome 131 on Linux')
    expect(
      deviceOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 18 on iOS')
    expect(deviceOf(null)).toBeNull()
  })
})

describe('staff turn a person’s sign-in off (issue 27, item 2)', () => {
  it('ends every session of that person at once, refuses a new sign-in, and turns it on again', async () => {
    const globex = demo.ids['Globex Ltd'] ?? ''
    // Fresh sessions: an earlier test here signed the demo admin out everywhere else.
    const admin = api(demo.t, (await browser('admin@example.com', 'admin')).tokens.access_token)
    const person = await browser('jane@example.com', 'jane')
    expect((await me(person.tokens.access_token)).status).toBe(200)
    const users = await admin('GET', `/api/v1/companies/${globex}/users`)
    const jane = users.body.data.find((u: { email: string }) => u.email === 'jane@example.com')
    const path = (action: string) => `/api/v1/companies/${globex}/users/${jane.user_id}/sign-in/${action}`
    // Only staff; and not their own.
    expect((await api(demo.t, person.tokens.access_token)('POST', path('disable'))).status).toBe(403)
    const admins = await admin('GET', '/api/v1/_me')
    const self = `/api/v1/companies/${demo.ids['Portico Demo Provider']}/users/${admins.body.id}/sign-in/disable`
    expect((await admin('POST', self)).status).toBe(409)

    const off = await admin('POST', path('disable'))
    expect(off.status, JSON.stringify(off.body)).toBe(200)
    expect(off.body.data.disabled).toBe(true)
    expect((await refreshGrant(demo.t.baseUrl, person.tokens.refresh_token ?? '')).status).toBe(400)
    await expect(loginEmbedded(demo.t.baseUrl, 'jane@example.com', 'jane')).rejects.toThrow()
    const on = await admin('POST', path('enable'))
    expect(on.body.data.disabled).toBe(false)
    expect((await loginEmbedded(demo.t.baseUrl, 'jane@example.com', 'jane')).access_token).toBeTruthy()
  })
})
