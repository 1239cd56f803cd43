import { redirect } from 'react-router'
import { authStore } from '../auth/authStore.ts'

export function signInPath(returnTo: string): string {
  return `/sign-in?returnTo=${encodeURIComponent(returnTo)}`
}

/** Spec 4 route guard: authenticated and loaded, else the sign-in route; runs on every navigation. */
export function requireAuthLoader({ request }: { request: Request }) {
  const { isAuthenticated, isLoaded } = authStore.getState()
  if (isAuthenticated && isLoaded) return null
  const url = new URL(request.url)
  throw redirect(signInPath(`${url.pathname}${url.search}`))
}

/** Re-run the guard on every navigation, not only when its own params change. */
export const alwaysRevalidate = () => true
