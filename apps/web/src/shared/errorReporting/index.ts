import { authStore } from '../auth/authStore.ts'
import { SETTINGS } from '../config/settings.ts'
import { createErrorReporting, type SentryLike } from './errorReporting.ts'

export const errorReporting = createErrorReporting({
  loadSdk: async () => (await import('@sentry/react')) as unknown as SentryLike,
  getAuth: authStore.getState,
  subscribeAuth: authStore.subscribe,
  replaySessionSampleRate: SETTINGS.sentryReplaySessionSampleRate,
  replayOnErrorSampleRate: SETTINGS.sentryReplayOnErrorSampleRate,
})

export const reportError = (error: unknown) => errorReporting.report(error)
