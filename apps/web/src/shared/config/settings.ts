import { env } from './env.ts'

/** Spec 9 constants in one place; the few that deployments tune come from env.ts. */
export const SETTINGS = {
  /** Spec 4: the app mounts this long after authentication initialisation. */
  mountDelayMs: env.mountDelayMs,
  /** Spec 4 and 9: renew when the token has less than this left. */
  tokenMinValiditySeconds: 50,
  /** Spec 9: how often the token is checked. */
  tokenCheckIntervalMs: 30_000,
  /** Spec 9: login state (PKCE verifier, return path) is kept this long. */
  loginStateMaxAgeSeconds: 60 * 60,
  /** Spec 9: waiting for the identity provider's answer times out after this. */
  providerMessageTimeoutSeconds: 10,
  /** Spec 9: desktop is wider than 991 px. */
  desktopMinWidthPx: 992,
  /** Spec 9: sidebar transitions come back this long after the last resize event. */
  sidebarTransitionResumeMs: 500,
  /** Spec 8 and 9: feedback dialog timings. */
  feedbackSuccessMs: 5_000,
  feedbackSendTimeoutMs: 30_000,
  feedbackScreenshotName: 'screenshot.png',
  /** Spec 5: name and e-mail are optional in the feedback dialog unless configured. */
  feedbackRequireName: env.feedbackRequireName,
  feedbackRequireEmail: env.feedbackRequireEmail,
  /** Spec 9: error reporting session replay rates. */
  sentryReplaySessionSampleRate: 1,
  sentryReplayOnErrorSampleRate: 1,
  /** The scope switcher becomes searchable past this many options. */
  scopeSearchableFrom: 8,
} as const
