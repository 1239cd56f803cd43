import type { Company, Me } from '@portico/contracts'
import type { AuthAction, AuthState } from './authState.ts'
import { isRefreshRejected, type OidcClient, type OidcUser, returnToFrom } from './oidcTypes.ts'

export type AuthServiceDeps = {
  oidc: OidcClient
  getState: () => AuthState
  dispatch: (action: AuthAction) => void
  loadCompany: (id: string) => Promise<Company>
  loadMe: () => Promise<Me>
  /** Drops cached server data of a previous user. */
  clearUserData: () => void
  /** Forgets a stored scope the user may no longer use. */
  clearScope: () => void
  log: (message: string, error?: unknown) => void
  minValiditySeconds: number
  checkIntervalMs: number
  setInterval?: (callback: () => void, ms: number) => unknown
}

export type InitResult = { returnTo: string | null; notAuthenticated: boolean }
export type AuthService = ReturnType<typeof createAuthService>

/** Spec 4 sign-in, renewal and logout, with every outside effect injected. */
export function createAuthService(deps: AuthServiceDeps) {
  let renewing: Promise<string> | null = null
  let timerStarted = false

  /** Spec 4: copy claims and tokens; on a fresh login also load company (if scoped), then user. */
  async function signInStep(user: OidcUser, { clear }: { clear: boolean }): Promise<void> {
    if (clear) deps.clearUserData()
    deps.dispatch({
      type: 'authenticated',
      claims: user.profile,
      token: user.access_token,
      refToken: user.refresh_token ?? null,
      clear,
    })
    if (!clear && deps.getState().isLoaded) return
    const scope = deps.getState().companyScope
    if (scope) {
      try {
        deps.dispatch({ type: 'companyLoaded', company: await deps.loadCompany(scope) })
      } catch (error) {
        deps.log('Loading the stored company scope failed; it is cleared', error)
        deps.clearScope()
      }
    }
    try {
      deps.dispatch({ type: 'userLoaded', me: await deps.loadMe() })
      deps.dispatch({ type: 'loaded' })
    } catch (error) {
      deps.log('Loading the user failed', error)
      deps.dispatch({ type: 'failed', message: 'user-load-failed' })
    }
  }

  async function init(url: URL): Promise<InitResult> {
    startTimer()
    try {
      if (url.pathname === '/auth/callback') {
        const user = await deps.oidc.signinRedirectCallback(url.href)
        if (!user?.access_token) return { returnTo: null, notAuthenticated: true }
        await signInStep(user, { clear: true })
        return { returnTo: returnToFrom(user.state), notAuthenticated: false }
      }
      // A reload or Back: the tab's stored session, renewed through its refresh token when the
      // access token has expired. Only when that fails does the route guard send the user to the IdP.
      const existing = await deps.oidc.getUser()
      if (existing?.access_token && !existing.expired) await signInStep(existing, { clear: false })
      else if (existing?.refresh_token) await renew()
    } catch (error) {
      deps.log('Login initialisation failed', error)
      if (url.pathname === '/auth/callback') return { returnTo: null, notAuthenticated: true }
    }
    return { returnTo: null, notAuthenticated: false }
  }

  async function login(returnTo: string): Promise<void> {
    try {
      await deps.oidc.signinRedirect({ state: { returnTo } })
    } catch (error) {
      deps.log('Login redirect failed', error)
      throw error
    }
  }

  async function logout(): Promise<void> {
    try {
      await deps.oidc.signoutRedirect()
    } catch (error) {
      deps.log('Logout failed', error)
    }
    deps.dispatch({ type: 'loggedOut' })
    deps.clearUserData()
  }

  async function doRenew(): Promise<string> {
    try {
      const current = await deps.oidc.getUser()
      // Without a refresh token there is nothing to renew with (no iframes).
      if (!current?.refresh_token) throw new Error('No refresh token to renew with')
      const user = await deps.oidc.signinSilent()
      if (!user?.access_token) throw new Error('Renewal returned no token')
      await signInStep(user, { clear: false })
      return user.access_token
    } catch (error) {
      if (isRefreshRejected(error) || (error instanceof Error && error.message.startsWith('No refresh'))) {
        await deps.oidc.removeUser().catch(() => undefined)
        deps.dispatch({ type: 'tokenCleared' })
      }
      deps.log('Token renewal failed', error)
      throw error
    }
  }

  /** One renewal at a time: concurrent 401s and timer ticks share it. */
  function renew(): Promise<string> {
    renewing ??= doRenew().finally(() => {
      renewing = null
    })
    return renewing
  }

  async function renewIfExpiring(): Promise<void> {
    if (!deps.getState().isAuthenticated) return
    const user = await deps.oidc.getUser()
    if (user && (user.expires_in ?? 0) < deps.minValiditySeconds) await renew().catch(() => undefined)
  }

  function startTimer(): void {
    if (timerStarted) return
    timerStarted = true
    const onExpiry = () => void renewIfExpiring()
    deps.oidc.events.addAccessTokenExpiring(onExpiry)
    deps.oidc.events.addAccessTokenExpired(onExpiry)
    const every = deps.setInterval ?? ((callback, ms) => setInterval(callback, ms))
    every(onExpiry, deps.checkIntervalMs)
  }

  return { init, login, logout, renew, renewIfExpiring, signInStep }
}
