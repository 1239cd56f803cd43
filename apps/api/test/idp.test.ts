import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authorizeAgain, CookieJar, loginEmbedded, logoutEmbedded } from './helpers/oidcLogin.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_ATTEMPTS: '3' })
})
afterAll(() => t?.close())

/** Starts an authorization request and returns the login page URL with its cookies. */
async function startLogin(extra: Record<string, string> = {}) {
  const jar = new CookieJar()
  const verifier = randomBytes(32).toString('base64url')
  const params = new URLSearchParams({
    client_id: 'portico-web',
    redirect_uri: `${t.baseUrl}/auth/callback`,
    response_type: 'code',
    scope: 'openid profile email',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: 'abc',
    ...extra,
  })
  const response = await fetch(`${t.baseUrl}/oidc/auth?${params}`, { redirect: 'manual' })
  jar.store(response)
  return { jar, url: new URL(response.headers.get('location') ?? '', t.baseUrl).toString(), response }
}

async function submit(url: string, jar: CookieJar, email: string, password: string, lang = 'en') {
  return fetch(`${url}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
    body: new URLSearchParams({ email, password, lang }),
  })
}

describe('embedded IdP', () => {
  it('requires PKCE: an authorization request without a code challenge is refused', async () => {
    const params = new URLSearchParams({
      client_id: 'portico-web',
      redirect_uri: `${t.baseUrl}/auth/callback`,
      response_type: 'code',
      scope: 'openid',
      state: 'abc',
    })
    const res = await fetch(`${t.baseUrl}/oidc/auth?${params}`, { redirect: 'manual' })
    expect(res.headers.get('location') ?? '').toMatch(/error=invalid_request/)
  })

  it('shows its own login page with the brand, in English by default and in Dutch on request', async () => {
    const { jar, url } = await startLogin()
    const en = await (await fetch(url, { headers: { cookie: jar.header() } })).text()
    expect(en).toContain('<html lang="en">')
    expect(en).toContain('Portico')
    expect(en).toContain('Password')
    // An e-mail field says it holds an e-mail address (pa11y, issue 26 item 16); "Forgot your password?" is offered.
    expect(en).toMatch(/<input id="email"[^>]*type="email" autocomplete="email"/)
    expect(en).toContain('href="/account/forgot-password?lang=en"')
    const nl = await (await fetch(`${url}?lang=nl`, { headers: { cookie: jar.header() } })).text()
    expect(nl).toContain('<html lang="nl">')
    expect(nl).toContain('Wachtwoord')
    const viaUiLocales = await startLogin({ ui_locales: 'nl' })
    const page = await fetch(viaUiLocales.url, { headers: { cookie: viaUiLocales.jar.header() } })
    expect(await page.text()).toContain('Inloggen')
  })

  it('sends a finished or unknown sign-in (Back after signing in) to the portal, not to a dead end', async () => {
    const { url } = await startLogin()
    // Without the interaction's cookie the IdP knows no such sign-in, as after it has finished.
    const res = await fetch(url, { redirect: 'manual' })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`${t.baseUrl}/`)
  })

  it('says clearly that the credentials are wrong, in the chosen language', async () => {
    const { jar, url } = await startLogin()
    const res = await submit(url, jar, 'reseller@example.com', 'wrong', 'nl')
    expect(res.status).toBe(401)
    expect(await res.text()).toContain('Het e-mailadres of wachtwoord is onjuist.')
  })

  it('locks an account after too many failures, even for the right password', async () => {
    const { jar, url } = await startLogin()
    for (let i = 0; i < 3; i++) await submit(url, jar, 'solo@example.com', `bad-${i}`)
    const res = await submit(url, jar, 'solo@example.com', 'solo')
    expect(await res.text()).toContain('Too many failed attempts')
  })

  it('logs out: the session ends and the browser returns to the portal', async () => {
    const jar = new CookieJar()
    const tokens = await loginEmbedded(t.baseUrl, 'admin@example.com', 'admin', jar)
    const done = await logoutEmbedded(t.baseUrl, jar, tokens.id_token)
    expect(done.status).toBe(303)
    expect(done.headers.get('location')).toBe(`${t.baseUrl}/`)
    // The IdP session is gone: a new sign-in asks for credentials again instead of returning a code.
    expect(await authorizeAgain(t.baseUrl, jar)).toMatch(/^\/interaction\//)
  })

  it('rate limits the login form per client', async () => {
    const { jar, url } = await startLogin()
    const statuses: number[] = []
    for (let i = 0; i < 25; i++) statuses.push((await submit(url, jar, `nobody${i}@example.com`, 'x')).status)
    expect(statuses).toContain(429)
  })
})
