import { createStore } from '../lib/createStore.ts'
import { browserStorage } from '../lib/storage.ts'
import { readStoredScope } from '../scope/scope.ts'
import { type AuthAction, authReducer, initialAuthState } from './authState.ts'

export const authStore = createStore(initialAuthState(readStoredScope(browserStorage())))

export function dispatchAuth(action: AuthAction): void {
  authStore.setState((state) => authReducer(state, action))
}
