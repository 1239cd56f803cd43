import type { IdentityClaims } from './authState.ts'

/** The part of oidc-client-ts's UserManager the auth service uses; tests pass a fake. */
export type OidcUser = {
  access_token: string
  refresh_token?: string
  expires_in?: number
  expired?: boolean
  profile: IdentityClaims
  state?: unknown
}

export type OidcClient = {
  getUser: () => Promise<OidcUser | null>
  signinRedirect: (args?: { state?: unknown }) => Promise<void>
  signinRedirectCallback: (url?: string) => Promise<OidcUser>
  signinSilent: () => Promise<OidcUser | null>
  signoutRedirect: () => Promise<void>
  removeUser: () => Promise<void>
  events: {
    addAccessTokenExpiring: (callback: () => void) => void
    addAccessTokenExpired: (callback: () => void) => void
  }
}

/** State carried through the login redirect. */
export type LoginState = { returnTo?: string }

export function returnToFrom(state: unknown): string {
  const value = (state as LoginState | undefined)?.returnTo
  // Only same-origin paths: an open redirect through the login state would be a phishing aid.
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : '/'
}

/** Spec 4: "a refresh answered with 400 clears the token". OAuth token errors are 400 except invalid_client. */
export function isRefreshRejected(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  if (error.name === 'ErrorResponse') return (error as Error & { error?: string }).error !== 'invalid_client'
  return /\(400\)/.test(error.message)
}
