import { CookieJar, embeddedLogin, loginWithPkce } from '@portico/api/test/helpers/oidcLogin.ts'
import type { Cookie } from 'playwright-core'

/**
 * What a signed-in tab holds: the IdP's session cookies and the portal's stored session (the
 * `portico.oidc.user:…` entry in sessionStorage, decision 0024). A context started with it opens the
 * portal signed in, as a restored or duplicated tab does.
 */
export type TabSession = {
  cookies: Pick<Cookie, 'name' | 'value'>[]
  tab: [string, string][]
  /** The same sign-in's access token, for the API calls a test makes as that user. */
  accessToken: string
}

/** The ID token's claims oidc-client-ts leaves out of a user's profile (its DefaultProtocolClaims). */
const PROTOCOL_CLAIMS = ['nbf', 'jti', 'auth_time', 'nonce', 'acr', 'amr', 'azp', 'at_hash']

/**
 * Signs in through the IdP's login form over HTTP, exactly as the SPA's client is configured
 * (GET /api/config: authority, client, scope; PKCE S256), and stores the result as the SPA's
 * oidc-client-ts does. Should the stored form ever differ, the portal does not restore it and the
 * IdP's session cookies sign the tab in through the IdP instead: slower, still correct.
 */
export async function signInTab(baseUrl: string, email: string, password: string): Promise<TabSession> {
  const config = (await (await fetch(`${baseUrl}/api/config`)).json()) as {
    oidc: { authority: string; clientId: string; scope: string }
  }
  const { authority, clientId, scope } = config.oidc
  const jar = new CookieJar()
  const tokens = await loginWithPkce({
    issuer: authority,
    clientId,
    redirectUri: `${baseUrl}/auth/callback`,
    scope,
    submitLogin: embeddedLogin(email, password),
    jar,
  })
  const claims = JSON.parse(Buffer.from(tokens.id_token.split('.')[1] ?? '', 'base64url').toString())
  for (const claim of PROTOCOL_CLAIMS) delete claims[claim]
  const user = {
    id_token: tokens.id_token,
    session_state: null,
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    token_type: tokens.token_type ?? 'Bearer',
    scope: tokens.scope ?? scope,
    profile: claims,
    expires_at: Math.floor(Date.now() / 1000) + tokens.expires_in,
  }
  return {
    cookies: jar
      .entries()
      .filter(([name]) => name.startsWith('_session'))
      .map(([name, value]) => ({ name, value })),
    tab: [[`portico.oidc.user:${authority}:${clientId}`, JSON.stringify(user)]],
    accessToken: tokens.access_token,
  }
}

/**
 * Puts a saved tab session into a new tab's sessionStorage, once: a later sign-out in that tab stays
 * signed out. Runs before the page's scripts in every document of the context.
 */
export function restoreTab(entries: [string, string][]) {
  try {
    if (window.sessionStorage.getItem('portico.test.restored')) return
    window.sessionStorage.setItem('portico.test.restored', '1')
    for (const [key, value] of entries) window.sessionStorage.setItem(key, value)
  } catch {
    // A document without storage of this origin (about:blank): nothing to restore there.
  }
}
