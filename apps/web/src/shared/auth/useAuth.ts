import { useStore } from '../lib/useStore.ts'
import type { AuthState } from './authState.ts'
import { authStore } from './authStore.ts'

export function useAuth<S>(select: (state: AuthState) => S): S {
  return useStore(authStore, select)
}
