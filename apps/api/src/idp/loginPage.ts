import { escapeHtml } from '../lib/html.ts'
export type LoginLocale = 'en' | 'nl'

const TEXT = {
  en: {
    title: 'Sign in',
    intro: 'Sign in to continue to',
    email: 'E-mail address',
    password: 'Password',
    submit: 'Sign in',
    invalid: 'The e-mail address or password is incorrect.',
    locked: 'Too many failed attempts. This account is locked for a while; try again later.',
    disabled: 'This account is disabled. Contact your administrator.',
    throttled: 'Too many sign-in attempts from your network. Wait a minute and try again.',
    required: 'Enter your e-mail address and password.',
    other: 'Nederlands',
    expired: 'This sign-in request has expired. Go back to the portal and start again.',
    back: 'Back to the portal',
    setTitle: 'Choose your password',
    setIntro: 'Choose a password for your account at',
    newPassword: 'New password (at least 10 characters)',
    setSubmit: 'Save password',
    tooShort: 'Use at least 10 characters.',
    linkInvalid: 'This link is not valid any more. Ask your administrator for a new invitation.',
    codeTitle: 'Two-factor sign-in',
    codeIntro: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
    code: 'Code',
    codeSubmit: 'Verify',
    wrongCode: 'This code is not valid, or it has been used already.',
    usedCode:
      'This code was used already. Wait for the next code in your authenticator app (a new one comes every 30 seconds) and enter that.',
    codeRequired: 'Enter the code from your authenticator app.',
    forgot: 'Forgot your password?',
    forgotTitle: 'Forgot your password',
    forgotIntro: 'Enter the e-mail address you sign in with. We send a link to choose a new password.',
    forgotSubmit: 'Send the link',
    emailRequired: 'Enter your e-mail address.',
    sent: 'If an account exists for that address, we have sent it a link to choose a new password. The link works once, for 30 minutes.',
    resetTitle: 'Choose a new password',
    resetIntro: 'Choose a new password for your account at',
    resetLinkInvalid:
      'This link is not valid any more: it was used already, or it is older than 30 minutes. Ask for a new one.',
    resetDone:
      'Your password was changed, and every session of your account was signed out. Sign in with the new password.',
    signIn: 'Sign in',
  },
  nl: {
    title: 'Inloggen',
    intro: 'Log in om verder te gaan naar',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    submit: 'Inloggen',
    invalid: 'Het e-mailadres of wachtwoord is onjuist.',
    locked: 'Te veel mislukte pogingen. Dit account is tijdelijk geblokkeerd; probeer het later opnieuw.',
    disabled: 'Dit account is uitgeschakeld. Neem contact op met uw beheerder.',
    throttled: 'Te veel inlogpogingen vanaf uw netwerk. Wacht een minuut en probeer het opnieuw.',
    required: 'Vul uw e-mailadres en wachtwoord in.',
    other: 'English',
    expired: 'Dit inlogverzoek is verlopen. Ga terug naar het portaal en begin opnieuw.',
    back: 'Terug naar het portaal',
    setTitle: 'Kies uw wachtwoord',
    setIntro: 'Kies een wachtwoord voor uw account bij',
    newPassword: 'Nieuw wachtwoord (minstens 10 tekens)',
    setSubmit: 'Wachtwoord opslaan',
    tooShort: 'Gebruik minstens 10 tekens.',
    linkInvalid: 'Deze link is niet meer geldig. Vraag uw beheerder om een nieuwe uitnodiging.',
    codeTitle: 'Inloggen in twee stappen',
    codeIntro: 'Vul de 6-cijferige code uit uw authenticator-app in, of een van uw herstelcodes.',
    code: 'Code',
    codeSubmit: 'Controleren',
    wrongCode: 'Deze code is niet geldig of is al gebruikt.',
    usedCode:
      'Deze code is al gebruikt. Wacht op de volgende code in uw authenticator-app (elke 30 seconden een nieuwe) en vul die in.',
    codeRequired: 'Vul de code uit uw authenticator-app in.',
    forgot: 'Wachtwoord vergeten?',
    forgotTitle: 'Wachtwoord vergeten',
    forgotIntro:
      'Vul het e-mailadres in waarmee u inlogt. We sturen een link om een nieuw wachtwoord te kiezen.',
    forgotSubmit: 'Link versturen',
    emailRequired: 'Vul uw e-mailadres in.',
    sent: 'Als er een account bij dat adres hoort, hebben we er een link naartoe gestuurd om een nieuw wachtwoord te kiezen. De link werkt één keer, 30 minuten lang.',
    resetTitle: 'Kies een nieuw wachtwoord',
    resetIntro: 'Kies een nieuw wachtwoord voor uw account bij',
    resetLinkInvalid:
      'Deze link is niet meer geldig: hij is al gebruikt of ouder dan 30 minuten. Vraag een nieuwe aan.',
    resetDone:
      'Uw wachtwoord is gewijzigd en elke sessie van uw account is uitgelogd. Log in met het nieuwe wachtwoord.',
    signIn: 'Inloggen',
  },
} as const

export type LoginError = 'invalid' | 'locked' | 'disabled' | 'required' | 'throttled'

const STYLE = `
:root{color-scheme:light dark;--bg:#f4f6fa;--card:#fff;--fg:#1f2937;--muted:#5b6472;--accent:#1c64c8;--err:#b42318}
@media (prefers-color-scheme:dark){:root{--bg:#14171c;--card:#1d2128;--fg:#e6e9ee;--muted:#a5adba;--accent:#6ea8fe;--err:#ff8a80}}
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:min(380px,92vw);background:var(--card);border-radius:12px;padding:32px;box-shadow:0 4px 24px rgb(0 0 0/.12)}
h1{margin:0 0 4px;font-size:1.6rem}p{margin:0 0 20px;color:var(--muted)}label{display:block;font-weight:600;margin:14px 0 6px}
input{width:100%;padding:10px 12px;border:1px solid #8a93a3;border-radius:8px;font:inherit;background:transparent;color:inherit}
input:focus{outline:3px solid var(--accent);outline-offset:1px}button{margin-top:22px;width:100%;padding:11px;border:0;border-radius:8px;background:var(--accent);color:#fff;font:inherit;font-weight:600;cursor:pointer}
@media (prefers-color-scheme:dark){button{color:#0b1220}}
.error{color:var(--err);border:1px solid currentColor;border-radius:8px;padding:10px 12px;margin:0 0 8px}
.lang{display:block;margin-top:18px;text-align:center;color:var(--accent)}.brand{font-weight:700;color:var(--fg)}
.logo{display:block;max-width:180px;max-height:56px;margin:0 0 16px}`

/** A white-label brand's look on the sign-in pages: its accent colour (light, dark) and logo. */
export type LoginLook = { accent: string | null; darkAccent: string | null; logoUrl: string | null }

const lookStyle = (look?: LoginLook) =>
  look?.accent &&
  look.darkAccent &&
  /^#[0-9a-f]{6}$/i.test(look.accent) &&
  /^#[0-9a-f]{6}$/i.test(look.darkAccent)
    ? `<style>:root{--accent:${look.accent}}@media (prefers-color-scheme:dark){:root{--accent:${look.darkAccent}}}</style>`
    : ''
const logo = (brand: string, look?: LoginLook) =>
  look?.logoUrl ? `<img class="logo" src="${escapeHtml(look.logoUrl)}" alt="${escapeHtml(brand)}">` : ''

/** The document around every page: language, title, the shared style, the brand's look. */
const page = (
  { locale, brand, look }: { locale: LoginLocale; brand: string; look?: LoginLook },
  title: string,
  main: string,
) =>
  `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} - ${escapeHtml(brand)}</title>
<style>${STYLE}</style>${lookStyle(look)}</head><body><main>${logo(brand, look)}${main}</main></body></html>`

const alert = (text?: string) => (text ? `<div class="error" role="alert">${escapeHtml(text)}</div>` : '')

type FormPage = {
  brand: string
  action: string
  locale: LoginLocale
  switchHref: string
  look?: LoginLook
  /** The "Forgot your password?" page, under the sign-in form. */
  forgotHref?: string
}

/** A sign-in step: heading, intro, the error, a form of `fields` with its button, the language switch. */
function formPage(
  opts: FormPage,
  title: string,
  intro: string,
  error: string | undefined,
  fields: string,
  submit: string,
) {
  const other = opts.locale === 'en' ? 'nl' : 'en'
  return page(
    opts,
    title,
    `
<h1>${escapeHtml(title)}</h1><p>${intro}</p>${alert(error)}
<form method="post" action="${escapeHtml(opts.action)}" novalidate>
<input type="hidden" name="lang" value="${opts.locale}">
${fields}
<button type="submit">${escapeHtml(submit)}</button></form>
${opts.forgotHref ? `<a class="lang" href="${escapeHtml(opts.forgotHref)}">${escapeHtml(TEXT[opts.locale].forgot)}</a>` : ''}
<a class="lang" href="${escapeHtml(opts.switchHref)}" hreflang="${other}">${escapeHtml(TEXT[opts.locale].other)}</a>
`,
  )
}

/** Our own sign-in page (no inline script, so the strict CSP holds). */
export function renderLoginPage(opts: FormPage & { email?: string; error?: LoginError }): string {
  const t = TEXT[opts.locale]
  const invalid = opts.error ? ' aria-invalid="true"' : ''
  return formPage(
    opts,
    t.title,
    `${escapeHtml(t.intro)} <span class="brand">${escapeHtml(opts.brand)}</span>`,
    opts.error && t[opts.error],
    `<label for="email">${escapeHtml(t.email)}</label>
<input id="email" name="email" type="email" autocomplete="email" required autofocus value="${escapeHtml(opts.email ?? '')}"${invalid}>
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}>`,
    t.submit,
  )
}

export type CodeError = 'wrongCode' | 'usedCode' | 'codeRequired' | 'locked' | 'throttled'

/** The second step of a sign-in with two-factor sign-in on: the TOTP or a recovery code. */
export function renderCodePage(opts: FormPage & { error?: CodeError }): string {
  const t = TEXT[opts.locale]
  const invalid = opts.error ? ' aria-invalid="true"' : ''
  return formPage(
    opts,
    t.codeTitle,
    escapeHtml(t.codeIntro),
    opts.error && t[opts.error],
    `<label for="code">${escapeHtml(t.code)}</label>
<input id="code" name="code" type="text" autocomplete="one-time-code" maxlength="32" required autofocus${invalid}>`,
    t.codeSubmit,
  )
}

/** The invitation's set-password form, or (`reset`) the forgotten password's new one. */
export function renderSetPasswordPage(opts: {
  brand: string
  action: string
  locale: LoginLocale
  email: string
  error?: 'tooShort'
  look?: LoginLook
  reset?: boolean
}): string {
  const t = TEXT[opts.locale]
  const title = opts.reset ? t.resetTitle : t.setTitle
  const intro = opts.reset ? t.resetIntro : t.setIntro
  return page(
    opts,
    title,
    `
<h1>${escapeHtml(title)}</h1><p>${escapeHtml(intro)} <span class="brand">${escapeHtml(opts.brand)}</span>: ${escapeHtml(opts.email)}</p>${alert(opts.error && t[opts.error])}
<form method="post" action="${escapeHtml(opts.action)}"><input type="hidden" name="lang" value="${opts.locale}">
<label for="password">${escapeHtml(t.newPassword)}</label>
<input id="password" name="password" type="password" autocomplete="new-password" minlength="10" required autofocus>
<button type="submit">${escapeHtml(t.setSubmit)}</button></form>`,
  )
}

/** "Forgot your password": the e-mail address to send the link to. */
export function renderForgotPage(opts: FormPage & { email?: string; error?: 'emailRequired' | 'throttled' }) {
  const t = TEXT[opts.locale]
  const invalid = opts.error ? ' aria-invalid="true"' : ''
  return formPage(
    opts,
    t.forgotTitle,
    escapeHtml(t.forgotIntro),
    opts.error && t[opts.error],
    `<label for="email">${escapeHtml(t.email)}</label>
<input id="email" name="email" type="email" autocomplete="email" required autofocus value="${escapeHtml(opts.email ?? '')}"${invalid}>`,
    t.forgotSubmit,
  )
}

export function renderMessagePage(opts: {
  brand: string
  locale: LoginLocale
  home: string
  message?: 'expired' | 'linkInvalid' | 'throttled' | 'sent' | 'resetLinkInvalid' | 'resetDone'
  look?: LoginLook
}): string {
  const t = TEXT[opts.locale]
  const done = opts.message === 'resetDone'
  return page(
    opts,
    t.title,
    `<h1>${escapeHtml(opts.brand)}</h1><p role="${opts.message === 'sent' || done ? 'status' : 'alert'}">${escapeHtml(t[opts.message ?? 'expired'])}</p>
<a class="lang" href="${escapeHtml(opts.home)}">${escapeHtml(done ? t.signIn : t.back)}</a>`,
  )
}
