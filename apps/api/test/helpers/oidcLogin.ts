import { createHash, randomBytes } from 'node:crypto'

export type Tokens = {
  access_token: string
  id_token: string
  refresh_token?: string
  expires_in: number
  token_type?: string
  scope?: string
}

/** A minimal cookie jar so that a login over plain HTTP behaves like a browser. */
export class CookieJar {
  private cookies = new Map<string, string>()
  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const index = pair?.indexOf('=') ?? -1
      if (pair && index > 0) this.cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1))
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }
  /** Name and value of every cookie held. */
  entries(): [string, string][] {
    return [...this.cookies]
  }
}

const b64url = (buf: Buffer) => buf.toString('base64url')

/**
 * Authorization code flow with PKCE S256 exactly as the SPA runs it: authorize, the IdP's login form,
 * redirects, token exchange. `submitLogin` fills in whatever form the IdP shows.
 */
export async function loginWithPkce(opts: {
  issuer: string
  clientId: string
  redirectUri: string
  scope?: string
  submitLogin: (loginUrl: string, jar: CookieJar) => Promise<Response>
  /** Pass one to keep the IdP session cookies (e.g. to log out afterwards). */
  jar?: CookieJar
}): Promise<Tokens> {
  const discovery = (await (await fetch(`${opts.issuer}/.well-known/openid-configuration`)).json()) as {
    authorization_endpoint: string
    token_endpoint: string
  }
  const verifier = b64url(randomBytes(32))
  const challenge = b64url(createHash('sha256').update(verifier).digest())
  const state = b64url(randomBytes(16))
  const nonce = b64url(randomBytes(16))
  const authorize = new URL(discovery.authorization_endpoint)
  authorize.search = new URLSearchParams({
    client_id: opts.clientId,
    redirect_uri: opts.redirectUri,
    response_type: 'code',
    scope: opts.scope ?? 'openid address roles email profile organization',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    nonce,
  }).toString()
  const jar = opts.jar ?? new CookieJar()
  let response = await fetch(authorize, { redirect: 'manual', headers: { cookie: jar.header() } })
  jar.store(response)
  const loginUrl = new URL(response.headers.get('location') ?? '', authorize).toString()
  response = await opts.submitLogin(loginUrl, jar)
  let location = response.headers.get('location')
  let hops = 0
  while (location && !location.startsWith(opts.redirectUri) && hops++ < 10) {
    const next = new URL(location, loginUrl)
    response = await fetch(next, { redirect: 'manual', headers: { cookie: jar.header() } })
    jar.store(response)
    location = response.headers.get('location')
  }
  if (!location?.startsWith(opts.redirectUri)) {
    throw new Error(
      `login did not reach the redirect URI (status ${response.status}): ${await response.text()}`,
    )
  }
  const callback = new URL(location)
  if (callback.searchParams.get('state') !== state) throw new Error('state mismatch')
  const code = callback.searchParams.get('code')
  if (!code) throw new Error(`no code: ${location}`)
  const token = await fetch(discovery.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: opts.redirectUri,
      client_id: opts.clientId,
      code_verifier: verifier,
    }),
  })
  if (!token.ok) throw new Error(`token exchange failed: ${token.status} ${await token.text()}`)
  return (await token.json()) as Tokens
}

/** The action of the form an IdP page shows, as an absolute URL. */
function formAction(html: string, pageUrl: string): URL {
  const action = /action="([^"]+)"/.exec(html)?.[1]
  if (!action)
    throw new Error(`no form at ${pageUrl}: ${html.replace(/<style[\s\S]*<\/style>/, '').slice(0, 600)}`)
  return new URL(action.replaceAll('&amp;', '&'), pageUrl)
}

async function postForm(url: URL, jar: CookieJar, fields: Record<string, string>): Promise<Response> {
  const response = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
    body: new URLSearchParams(fields),
  })
  jar.store(response)
  return response
}

/**
 * Fills in the embedded IdP's own login form; with two-factor sign-in on, `code` (a TOTP or a
 * recovery code, or a function giving one when the step is shown) answers the second step.
 */
export function embeddedLogin(email: string, password: string, code?: string | (() => string)) {
  return async (loginUrl: string, jar: CookieJar) => {
    const page = await fetch(loginUrl, { headers: { cookie: jar.header() } })
    const response = await postForm(formAction(await page.text(), loginUrl), jar, { email, password })
    if (code === undefined || response.status !== 200) return response
    const html = await response.text()
    const value = typeof code === 'function' ? code() : code
    return postForm(formAction(html, loginUrl), jar, { code: value })
  }
}

export async function loginEmbedded(
  baseUrl: string,
  email: string,
  password: string,
  jar?: CookieJar,
  code?: string | (() => string),
): Promise<Tokens> {
  return loginWithPkce({
    jar,
    issuer: `${baseUrl}/oidc`,
    clientId: 'portico-web',
    redirectUri: `${baseUrl}/auth/callback`,
    submitLogin: embeddedLogin(email, password, code),
  })
}

/** The refresh-token grant as the SPA sends it to the embedded IdP's token endpoint. */
export function refreshGrant(baseUrl: string, refreshToken: string): Promise<Response> {
  return fetch(`${baseUrl}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: 'portico-web',
    }),
  })
}

/** Signs out through the embedded IdP's end of session, as the SPA's browser does; the 303's answer. */
export async function logoutEmbedded(baseUrl: string, jar: CookieJar, idToken: string): Promise<Response> {
  const params = new URLSearchParams({
    id_token_hint: idToken,
    post_logout_redirect_uri: `${baseUrl}/`,
    client_id: 'portico-web',
  })
  const page = await fetch(`${baseUrl}/oidc/session/end?${params}`, { headers: { cookie: jar.header() } })
  jar.store(page)
  const html = await page.text()
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? ''
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? ''
  const done = await fetch(new URL(action, baseUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
    body: new URLSearchParams({ xsrf, logout: 'yes' }),
  })
  jar.store(done)
  return done
}

/**
 * Where a new authorization request of this browser goes: straight back with a code while its IdP
 * session lives, to the sign-in form (`/interaction/…`) once it has ended.
 */
export async function authorizeAgain(baseUrl: string, jar: CookieJar): Promise<string> {
  const again = await fetch(
    `${baseUrl}/oidc/auth?${new URLSearchParams({
      client_id: 'portico-web',
      redirect_uri: `${baseUrl}/auth/callback`,
      response_type: 'code',
      scope: 'openid',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    })}`,
    { redirect: 'manual', headers: { cookie: jar.header() } },
  )
  return again.headers.get('location') ?? ''
}
