import { inArray, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { mailOutbox } from '../src/db/schema/index.ts'
import { useDemoApp } from './helpers/demoApp.ts'
import { CookieJar, loginEmbedded, refreshGrant } from './helpers/oidcLogin.ts'
import { api } from './helpers/tokens.ts'

/** Issue 27 item 4: "Forgot your password" on the embedded IdP's sign-in page. */
const demo = useDemoApp({ LOGIN_RATE_LIMIT: '1000' })

const post = (path: string, fields: Record<string, string>) =>
  fetch(`${demo.t.baseUrl}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  })
const ask = (email: string, lang = 'en') => post('/account/forgot-password', { email, lang })
const mailsTo = async (to: string) =>
  demo.t.database.db
    .select()
    .from(mailOutbox)
    .where(inArray(mailOutbox.to, [to]))
const linkIn = (text: string) => /\/account\/reset-password\/[\w-]+\?lang=\w+/.exec(text)?.[0] ?? ''

describe('forgot password', () => {
  it('is offered on the sign-in page, in English and Dutch', async () => {
    const page = await fetch(`${demo.t.baseUrl}/account/forgot-password?lang=nl`)
    const html = await page.text()
    expect(html).toContain('Wachtwoord vergeten')
    expect(html).toContain('action="/account/forgot-password"')
  })

  it('answers the same whether or not the address has an account; only an account gets mail', async () => {
    const known = await ask('solo@example.com')
    const unknown = await ask('nobody-here@example.com')
    expect(known.status).toBe(unknown.status)
    const [a, b] = [await known.text(), await unknown.text()]
    expect(a).toBe(b)
    expect(a).toContain('If an account exists for that address')
    expect(await mailsTo('nobody-here@example.com')).toHaveLength(0)
    const [mail] = await mailsTo('solo@example.com')
    expect(mail?.subject).toMatch(/choose a new password/)
    expect(mail?.text).toContain('30 minutes')
    expect((await ask('')).status).toBe(400)
  })

  it('sets a new password once, signs the account out everywhere, and refuses the link afterwards', async () => {
    const jar = new CookieJar()
    const before = await loginEmbedded(demo.t.baseUrl, 'jane@example.com', 'jane', jar)
    await ask('jane@example.com', 'nl')
    const [mail] = await mailsTo('jane@example.com')
    expect(mail?.subject).toMatch(/kies een nieuw wachtwoord/)
    const link = linkIn(mail?.text ?? '')
    const form = await fetch(`${demo.t.baseUrl}${link}`)
    expect(await form.text()).toContain('Kies een nieuw wachtwoord')
    const short = await post(link.split('?')[0] ?? '', { password: 'short', lang: 'nl' })
    expect(short.status).toBe(400)
    const done = await post(link.split('?')[0] ?? '', { password: 'jane-reset-password-1', lang: 'nl' })
    expect(done.status).toBe(200)
    expect(await done.text()).toContain('Uw wachtwoord is gewijzigd')
    // Every session ended: the refresh token, the access token.
    expect((await refreshGrant(demo.t.baseUrl, before.refresh_token ?? '')).status).toBe(400)
    expect((await api(demo.t, before.access_token)('GET', '/api/v1/_me')).status).toBe(401)
    // Once only.
    const again = await post(link.split('?')[0] ?? '', { password: 'jane-reset-password-2' })
    expect(again.status).toBe(404)
    await expect(loginEmbedded(demo.t.baseUrl, 'jane@example.com', 'jane')).rejects.toThrow(
      /incorrect|onjuist/,
    )
    expect(
      (await loginEmbedded(demo.t.baseUrl, 'jane@example.com', 'jane-reset-password-1')).access_token,
    ).toBeTruthy()
  })

  it('refuses a link older than 30 minutes', async () => {
    await ask('admin@example.com')
    const [mail] = await mailsTo('admin@example.com')
    const link = linkIn(mail?.text ?? '')
    await demo.t.database.db.execute(
      sql`update idp_password_resets set expires_at = now() - interval '1 minute'`,
    )
    expect((await fetch(`${demo.t.baseUrl}${link}`)).status).toBe(404)
    expect((await post(link.split('?')[0] ?? '', { password: 'admin-new-password-1' })).status).toBe(404)
  })

  it("sends the mail in the brand its person meets: a reseller's customer gets the reseller's", async () => {
    await ask('initech@example.com')
    const [mail] = await mailsTo('initech@example.com')
    expect(mail?.from_name).toBe('Resell IT Cloud Support')
    expect(`${mail?.subject}\n${mail?.text}`).not.toMatch(/Portico/i)
  })

  it('limits the links per address', async () => {
    const answers = []
    for (let i = 0; i < 5; i++) answers.push((await ask('reseller@example.com')).status)
    expect(answers).toContain(429)
    expect((await mailsTo('reseller@example.com')).length).toBeLessThanOrEqual(3)
  })
})
