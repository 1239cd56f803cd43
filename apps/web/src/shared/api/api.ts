import { authStore } from '../auth/authStore.ts'
import { createApiClient } from './createApiClient.ts'

type Renewer = () => Promise<string | null>
let renewer: Renewer = () => Promise.reject(new Error('Authentication is not initialised'))

/** The auth service registers itself here; this breaks the api <-> auth import cycle. */
export function setTokenRenewer(next: Renewer): void {
  renewer = next
}

export const api = createApiClient({
  getToken: () => authStore.getState().authData.token,
  getScope: () => authStore.getState().companyScope,
  renewToken: () => renewer(),
  // applyLanguage keeps <html lang> in step with the chosen language.
  getLanguage: () => document.documentElement.lang || null,
})
