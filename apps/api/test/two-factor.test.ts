import { Secret, TOTP } from 'otpauth'
import { describe, expect, it } from 'vitest'
import { externalAccountUrl } from '../src/modules/me/security.service.ts'
import { useDemoApp } from './helpers/demoApp.ts'
import { loginEmbedded, refreshGrant } from './helpers/oidcLogin.ts'
import { api } from './helpers/tokens.ts'

/** Two-factor sign-in and password change of embedded-IdP accounts (issue 15, decision 0018). */
const demo = useDemoApp({ LOGIN_MAX_ATTEMPTS: '4', LOGIN_RATE_LIMIT: '1000' })

/** The code of the authenticator app `steps` time steps from now. */
const codeAt = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  })
/** A 6-digit code that is none of the accepted ones around now. */
const wrongCode = (secret: string) => {
  const taken = new Set([-1, 0, 1].map((s) => codeAt(secret, s)))
  let n = 0
  while (taken.has(String(n).padStart(6, '0'))) n++
  return String(n).padStart(6, '0')
}
const signIn = (email: string, password: string, code?: string) =>
  loginEmbedded(demo.t.baseUrl, email, password, undefined, code)

/** Turns two-factor sign-in on for a demo user; the secret and the recovery codes. */
async function enrol(who: 'jane' | 'reseller') {
  const setup = await demo.as(who)('POST', '/api/v1/_me/two-factor')
  expect(setup.status).toBe(200)
  const secret: string = setup.body.secret
  const first = codeAt(secret)
  const confirm = await demo.as(who)('POST', '/api/v1/_me/two-factor/confirm', { code: first })
  expect(confirm.status).toBe(200)
  return { secret, first, recovery: confirm.body.recovery_codes as string[] }
}

describe('two-factor sign-in', () => {
  let secret = ''
  let first = ''
  let next = ''
  let recovery: string[] = []

  it('is off at first; the setup gives the secret as text, as an otpauth URI and as a QR code', async () => {
    expect((await demo.as('jane')('GET', '/api/v1/_me/security')).body).toEqual({
      identity: 'embedded',
      two_factor: false,
      recovery_codes_left: 0,
      account_url: null,
    })
    const setup = await demo.as('jane')('POST', '/api/v1/_me/two-factor')
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(setup.body.otpauth_uri).toMatch(
      /^otpauth:\/\/totp\/.*secret=[A-Z2-7]+.*algorithm=SHA1&digits=6&period=30/,
    )
    expect(setup.body.qr_code).toMatch(/^data:image\/png;base64,/)
    // Not on until a code confirms it: signing in still needs the password only.
    expect((await signIn('jane@example.com', 'jane')).access_token).toBeTruthy()
    const wrong = await demo.as('jane')('POST', '/api/v1/_me/two-factor/confirm', {
      code: wrongCode(setup.body.secret),
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors[0].field).toBe('code')
  })

  it('is turned on with a code, gives 10 recovery codes once and stores the secret encrypted', async () => {
    ;({ secret, first, recovery } = await enrol('jane'))
    expect(recovery).toHaveLength(10)
    expect(new Set(recovery).size).toBe(10)
    const security = await demo.as('jane')('GET', '/api/v1/_me/security')
    expect(security.body).toMatchObject({ two_factor: true, recovery_codes_left: 10 })
    const rows = await demo.t.database.db.execute('select secret, recovery_codes from idp_two_factor')
    const stored = JSON.stringify(rows)
    expect(stored).not.toContain(secret)
    for (const code of recovery) expect(stored).not.toContain(code)
    const again = await demo.as('jane')('POST', '/api/v1/_me/two-factor')
    expect(again.status).toBe(409)
  })

  it('asks for the code after the password; a wrong code and a code used already are refused', async () => {
    await expect(signIn('jane@example.com', 'jane')).rejects.toThrow(/Two-factor sign-in/)
    await expect(signIn('jane@example.com', 'jane', wrongCode(secret))).rejects.toThrow(
      /status 401[\s\S]*not valid, or it has been used/,
    )
    // The confirmation used this code: the page says to wait for the next one (issue 27, item 5).
    await expect(signIn('jane@example.com', 'jane', first)).rejects.toThrow(
      /status 401[\s\S]*used already. Wait for the next code in your authenticator app/,
    )
    next = codeAt(secret, 1)
    const tokens = await signIn('jane@example.com', 'jane', next)
    expect((await api(demo.t, tokens.access_token)('GET', '/api/v1/_me')).body.email).toBe('jane@example.com')
    await expect(signIn('jane@example.com', 'jane', next)).rejects.toThrow(/status 401/)
  })

  it('takes a recovery code once, in any case and with spaces', async () => {
    const [code = ''] = recovery
    expect((await signIn('jane@example.com', 'jane', ` ${code.toUpperCase()} `)).access_token).toBeTruthy()
    await expect(signIn('jane@example.com', 'jane', code)).rejects.toThrow(/status 401/)
    expect((await demo.as('jane')('GET', '/api/v1/_me/security')).body.recovery_codes_left).toBe(9)
  })

  it('never skips the code step with the wrong password, and says it in Dutch', async () => {
    await expect(signIn('jane@example.com', 'wrong', codeAt(secret, 1))).rejects.toThrow(/incorrect/)
    const nl = await fetch(`${demo.t.baseUrl}/interaction/x/code`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'code=123456&lang=nl',
    })
    expect(nl.status).toBe(400)
    expect(await nl.text()).toMatch(/verlopen/)
  })

  it('renews the recovery codes with the password, after which the old ones are void', async () => {
    const wrong = await demo.as('jane')('POST', '/api/v1/_me/two-factor/recovery-codes', { password: 'nope' })
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors[0].field).toBe('password')
    const renewed = await demo.as('jane')('POST', '/api/v1/_me/two-factor/recovery-codes', {
      password: 'jane',
    })
    expect(renewed.body.recovery_codes).toHaveLength(10)
    await expect(signIn('jane@example.com', 'jane', recovery[1])).rejects.toThrow(/status 401/)
    expect(
      (await signIn('jane@example.com', 'jane', renewed.body.recovery_codes[0])).access_token,
    ).toBeTruthy()
  })

  it('is turned off with the password (not with a code used already), then the password alone signs in', async () => {
    const bad = await demo.as('jane')('POST', '/api/v1/_me/two-factor/disable', { code: wrongCode(secret) })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].field).toBe('code')
    const nothing = await demo.as('jane')('POST', '/api/v1/_me/two-factor/disable', {})
    expect(nothing.status).toBe(400)
    // This code signed in already.
    const used = await demo.as('jane')(
      'POST',
      '/api/v1/_me/two-factor/disable',
      { code: next },
      {
        'accept-language': 'nl',
      },
    )
    expect(used.status).toBe(400)
    expect(used.body.errors[0]).toEqual({
      field: 'code',
      message:
        'Deze code is al gebruikt. Wacht op de volgende code in uw authenticator-app (elke 30 seconden een nieuwe) en vul die in.',
    })
    const offNow = await demo.as('jane')('POST', '/api/v1/_me/two-factor/disable', { password: 'jane' })
    expect(offNow.status).toBe(204)
    expect((await signIn('jane@example.com', 'jane')).access_token).toBeTruthy()
    expect((await demo.as('jane')('GET', '/api/v1/_me/security')).body.two_factor).toBe(false)
  })

  it('counts wrong codes toward the sign-in lockout; is turned off with a code', async () => {
    const reseller = await enrol('reseller')
    for (let i = 0; i < 3; i++) {
      await expect(signIn('reseller@example.com', 'reseller', wrongCode(reseller.secret))).rejects.toThrow(
        /status 401/,
      )
    }
    await expect(signIn('reseller@example.com', 'reseller', wrongCode(reseller.secret))).rejects.toThrow(
      /Too many failed attempts/,
    )
    await expect(signIn('reseller@example.com', 'reseller', codeAt(reseller.secret, 1))).rejects.toThrow(
      /Too many failed attempts|incorrect/,
    )
    const off = await demo.as('reseller')('POST', '/api/v1/_me/two-factor/disable', {
      code: codeAt(reseller.secret, 1),
    })
    expect(off.status).toBe(204)
  })
})

describe('password change', () => {
  it('needs the current password and a new one of 10 characters or more', async () => {
    const wrong = await demo.as('solo')('POST', '/api/v1/_me/password', {
      current_password: 'wrong',
      new_password: 'a-new-password-1',
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors[0].field).toBe('current_password')
    const short = await demo.as('solo')('POST', '/api/v1/_me/password', {
      current_password: 'solo',
      new_password: 'short',
    })
    expect(short.status).toBe(400)
    expect(short.body.errors[0].field).toBe('new_password')
  })

  it('changes it: the old one stops working, the new one works, refresh tokens are revoked, audited', async () => {
    const before = await signIn('solo@example.com', 'solo')
    const res = await demo.as('solo')('POST', '/api/v1/_me/password', {
      current_password: 'solo',
      new_password: 'a-new-password-1',
    })
    expect(res.status).toBe(204)
    await expect(signIn('solo@example.com', 'solo')).rejects.toThrow(/incorrect/)
    expect((await signIn('solo@example.com', 'a-new-password-1')).access_token).toBeTruthy()
    expect((await refreshGrant(demo.t.baseUrl, before.refresh_token ?? '')).status).toBe(400)
    const audit = await demo.t.database.db.execute(
      "select count(*)::int as n from audit_log where action = 'auth.password_changed'",
    )
    expect(JSON.stringify(audit)).toMatch(/"n":1/)
  })
})

describe('profile name', () => {
  it('is changed by the user, on the next token too, and refused when empty', async () => {
    const res = await demo.as('jane')('PATCH', '/api/v1/_me', { display_name: '  Jane Q. Doe ' })
    expect(res.status).toBe(200)
    expect(res.body.display_name).toBe('Jane Q. Doe')
    const tokens = await signIn('jane@example.com', 'jane')
    expect(
      JSON.parse(Buffer.from(tokens.access_token.split('.')[1] ?? '', 'base64url').toString()).name,
    ).toBe('Jane Q. Doe')
    const empty = await demo.as('jane')(
      'PATCH',
      '/api/v1/_me',
      { display_name: ' ' },
      { 'accept-language': 'nl' },
    )
    expect(empty.status).toBe(400)
    expect(empty.body.errors[0]).toMatchObject({ field: 'display_name', message: /naam/ })
  })
})

describe('the account page of an external IdP', () => {
  it.each([
    ['https://sso.example.com/realms/portico', 'https://sso.example.com/realms/portico/account'],
    ['https://sso.example.com/auth/realms/portico/', 'https://sso.example.com/auth/realms/portico/account'],
    ['https://login.microsoftonline.com/tenant-id/v2.0', 'https://myaccount.microsoft.com/'],
    ['https://accounts.google.com', 'https://myaccount.google.com/'],
    ['https://idp.example.com/', null],
    ['not a url', null],
  ])('%s -> %s', (issuer, page) => expect(externalAccountUrl(issuer)).toBe(page))
})
