import { describe, expect, it, vi } from 'vitest'
import { type AuthState, EMPTY_USER, initialAuthState } from '../auth/authState.ts'
import { createStore } from '../lib/createStore.ts'
import { createErrorReporting, type SentryLike, sentryUser } from './errorReporting.ts'

function fakeSdk() {
  return {
    init: vi.fn(),
    replayIntegration: vi.fn(() => ({ name: 'Replay' })),
    setUser: vi.fn(),
    captureException: vi.fn(),
  } satisfies SentryLike
}

const signedIn = (state: AuthState): AuthState => ({
  ...state,
  isAuthenticated: true,
  isLoaded: true,
  user: { ...EMPTY_USER, username: 'jane@example.com', display_name: 'Jane Doe', email: 'jane@example.com' },
})

function setup() {
  const sdk = fakeSdk()
  const auth = createStore(initialAuthState(null))
  const loadSdk = vi.fn(async () => sdk)
  const reporting = createErrorReporting({
    loadSdk,
    getAuth: auth.getState,
    subscribeAuth: auth.subscribe,
    replaySessionSampleRate: 1,
    replayOnErrorSampleRate: 1,
  })
  return { sdk, auth, loadSdk, reporting }
}

describe('error reporting', () => {
  it('loads nothing without a DSN', async () => {
    const { reporting, loadSdk } = setup()
    expect(await reporting.start({ sentryDsn: null, version: '1' })).toBe(false)
    expect(loadSdk).not.toHaveBeenCalled()
  })

  it('starts Sentry with session replay at the spec rates', async () => {
    const { reporting, sdk } = setup()
    expect(await reporting.start({ sentryDsn: 'https://key@o1.ingest.sentry.io/2', version: '0.1.0' })).toBe(
      true,
    )
    expect(sdk.init).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn: 'https://key@o1.ingest.sentry.io/2',
        release: '0.1.0',
        replaysSessionSampleRate: 1,
        replaysOnErrorSampleRate: 1,
        integrations: [{ name: 'Replay' }],
      }),
    )
  })

  it('identifies the user by e-mail and name once /_me has loaded, and forgets them on logout', async () => {
    const { reporting, sdk, auth } = setup()
    await reporting.start({ sentryDsn: 'https://key@o1.ingest.sentry.io/2', version: '1' })
    expect(sdk.setUser).toHaveBeenLastCalledWith(null)
    auth.setState((state) => ({ ...state, isAuthenticated: true }))
    expect(sdk.setUser).toHaveBeenCalledTimes(1)
    auth.setState(signedIn)
    expect(sdk.setUser).toHaveBeenLastCalledWith({ email: 'jane@example.com', username: 'Jane Doe' })
    auth.setState((state) => ({ ...state, companyScope: 'x' }))
    expect(sdk.setUser).toHaveBeenCalledTimes(2)
    auth.setState(initialAuthState(null))
    expect(sdk.setUser).toHaveBeenLastCalledWith(null)
  })

  it('passes errors reported before the SDK arrived on once it has', async () => {
    const { reporting, sdk } = setup()
    const early = new Error('early')
    reporting.report(early)
    await reporting.start({ sentryDsn: 'https://key@o1.ingest.sentry.io/2', version: '1' })
    expect(sdk.captureException).toHaveBeenCalledWith(early)
    const later = new Error('later')
    reporting.report(later)
    expect(sdk.captureException).toHaveBeenLastCalledWith(later)
  })

  it('names nobody while signed out or before the user record loaded', () => {
    const state = initialAuthState(null)
    expect(sentryUser(state)).toBeNull()
    expect(sentryUser({ ...signedIn(state), isLoaded: false })).toBeNull()
  })
})
