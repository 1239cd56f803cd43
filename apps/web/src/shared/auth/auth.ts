import type { ClientConfig } from '@portico/contracts'
import { setTokenRenewer } from '../api/api.ts'
import { queryClient } from '../api/queryClient.ts'
import { SETTINGS } from '../config/settings.ts'
import { setCompanyScope } from '../scope/scopeService.ts'
import { authStore, dispatchAuth } from './authStore.ts'
import { type AuthService, createAuthService } from './createAuthService.ts'
import { lazyOidcClient } from './lazyOidcClient.ts'
import { companyQuery, meQuery } from './queries.ts'
import { hasStoredSession, loadUserManager } from './userManager.ts'

let service: AuthService | null = null

/** Wires the auth service to oidc-client-ts, the store, the query cache and the API client. */
export function startAuth(config: ClientConfig): AuthService {
  service = createAuthService({
    oidc: lazyOidcClient(() => loadUserManager(config, window.location.origin), hasStoredSession),
    getState: authStore.getState,
    dispatch: dispatchAuth,
    loadCompany: (id) => queryClient.fetchQuery({ ...companyQuery(id), staleTime: 0 }),
    loadMe: () => queryClient.fetchQuery({ ...meQuery(), staleTime: 0 }),
    clearUserData: () => queryClient.clear(),
    clearScope: () => void setCompanyScope(null),
    log: (message, error) => console.error(message, error),
    minValiditySeconds: SETTINGS.tokenMinValiditySeconds,
    checkIntervalMs: SETTINGS.tokenCheckIntervalMs,
  })
  setTokenRenewer(service.renew)
  return service
}

export function authService(): AuthService {
  if (!service) throw new Error('Authentication is not started')
  return service
}
