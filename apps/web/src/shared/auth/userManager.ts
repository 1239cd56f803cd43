import type { ClientConfig } from '@portico/contracts'
import { SETTINGS } from '../config/settings.ts'
import type { OidcClient } from './oidcTypes.ts'

/**
 * Authorization code + PKCE S256; tokens in memory only, login state in sessionStorage for the redirect.
 * oidc-client-ts is loaded on first use (sign-in, callback), not with the landing bundle.
 */
export async function loadUserManager(config: ClientConfig, origin: string): Promise<OidcClient> {
  const { InMemoryWebStorage, UserManager, WebStorageStateStore } = await import('oidc-client-ts')
  const manager = new UserManager({
    authority: config.oidc.authority,
    client_id: config.oidc.clientId,
    scope: config.oidc.scope,
    redirect_uri: `${origin}/auth/callback`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
    stateStore: new WebStorageStateStore({ store: window.sessionStorage, prefix: 'portico.oidc.' }),
    staleStateAgeInSeconds: SETTINGS.loginStateMaxAgeSeconds,
    silentRequestTimeoutInSeconds: SETTINGS.providerMessageTimeoutSeconds,
    accessTokenExpiringNotificationTimeInSeconds: SETTINGS.tokenMinValiditySeconds,
    // Renewal is driven by the auth service (events + 30 s check) so two renewals never race one refresh token.
    automaticSilentRenew: false,
    // Session-check iframes are off: refresh tokens keep the session alive without third-party frames.
    monitorSession: false,
    loadUserInfo: false,
  })
  return manager as unknown as OidcClient
}
