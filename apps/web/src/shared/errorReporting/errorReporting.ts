import type { ClientConfig } from '@portico/contracts'
import type { AuthState } from '../auth/authState.ts'

/** The part of @sentry/react this app uses; the SDK itself is imported only when a DSN is configured. */
export type SentryLike = {
  init(options: Record<string, unknown>): unknown
  replayIntegration(options?: Record<string, unknown>): unknown
  setUser(user: { email?: string; username?: string } | null): void
  captureException(error: unknown): unknown
}

export type ErrorReportingDeps = {
  loadSdk: () => Promise<SentryLike>
  getAuth: () => AuthState
  subscribeAuth: (listener: () => void) => () => void
  replaySessionSampleRate: number
  replayOnErrorSampleRate: number
}

export type SentryUser = { email: string; username: string } | null

/** Spec 7: the user is identified by e-mail and name once /_me has loaded; nobody when signed out. */
export function sentryUser(state: AuthState): SentryUser {
  if (!state.isAuthenticated || !state.isLoaded || !state.user.email) return null
  return { email: state.user.email, username: state.user.display_name || state.user.username }
}

/**
 * Issue 3.11: errors and session replay (spec 9 rates) go to Sentry only when the server hands out a
 * DSN (SENTRY_DSN). Without one nothing is loaded: the SDK sits in its own lazy chunk.
 */
export function createErrorReporting(deps: ErrorReportingDeps) {
  let sdk: SentryLike | null = null
  const early: unknown[] = []

  async function start(config: Pick<ClientConfig, 'sentryDsn' | 'version'>): Promise<boolean> {
    if (!config.sentryDsn) return false
    const loaded = await deps.loadSdk()
    loaded.init({
      dsn: config.sentryDsn,
      release: config.version,
      integrations: [loaded.replayIntegration()],
      replaysSessionSampleRate: deps.replaySessionSampleRate,
      replaysOnErrorSampleRate: deps.replayOnErrorSampleRate,
    })
    sdk = loaded
    let identified: string | null = null
    const identify = () => {
      const user = sentryUser(deps.getAuth())
      const key = user ? `${user.email}|${user.username}` : ''
      if (key === identified) return
      identified = key
      loaded.setUser(user)
    }
    identify()
    deps.subscribeAuth(identify)
    for (const error of early.splice(0)) loaded.captureException(error)
    return true
  }

  /** Errors the app catches itself (route error pages, React roots); kept until the SDK is there. */
  function report(error: unknown): void {
    if (sdk) sdk.captureException(error)
    else if (early.length < 20) early.push(error)
  }

  /** Without a DSN early errors are dropped, not kept for ever. */
  function disable(): void {
    early.length = 0
  }

  return { start, report, disable }
}
