import type { ClientConfig } from '@portico/contracts'
import { SETTINGS } from '../config/settings.ts'
import type { OidcClient } from './oidcTypes.ts'

/** Where this tab keeps its session and its login state (docs/decisions/0024-session-restore.md). */
const STORE_PREFIX = 'portico.oidc.'

/** Whether this tab holds a session to restore, without loading oidc-client-ts. */
export function hasStoredSession(storage: Storage = window.sessionStorage): boolean {
  for (let i = 0; i < storage.length; i++) if (storage.key(i)?.startsWith(`${STORE_PREFIX}user:`)) return true
  return false
}

/**
 * Authorization code + PKCE S256. The tab's session (tokens, with the rotating refresh token) is kept
 * in sessionStorage, so a reload restores it without the IdP; never in localStorage (decision 0024).
 * oidc-client-ts is loaded on first use (a stored session, sign-in, callback), not with the landing bundle.
 */
export async function loadUserManager(config: ClientConfig, origin: string): Promise<OidcClient> {
  const { UserManager, WebStorageStateStore } = await import('oidc-client-ts')
  const manager = new UserManager({
    authority: config.oidc.authority,
    client_id: config.oidc.clientId,
    scope: config.oidc.scope,
    redirect_uri: `${origin}/auth/callback`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    userStore: new WebStorageStateStore({ store: window.sessionStorage, prefix: STORE_PREFIX }),
    stateStore: new WebStorageStateStore({ store: window.sessionStorage, prefix: STORE_PREFIX }),
    staleStateAgeInSeconds: SETTINGS.loginStateMaxAgeSeconds,
    silentRequestTimeoutInSeconds: SETTINGS.providerMessageTimeoutSeconds,
    accessTokenExpiringNotificationTimeInSeconds: SETTINGS.tokenMinValiditySeconds,
    // Renewal is driven by the auth service (events + 30 s check) so two renewals never race one refresh token.
    automaticSilentRenew: false,
    // Session-check iframes are off: refresh tokens keep the session alive without third-party frames.
    // Leaving for the IdP replaces the page in the history, so Back never returns to /sign-in.
    redirectMethod: 'replace',
    monitorSession: false,
    loadUserInfo: false,
  })
  return manager as unknown as OidcClient
}
