import { queryClient } from '../api/queryClient.ts'
import { authStore, dispatchAuth } from '../auth/authStore.ts'
import { companyQuery } from '../auth/queries.ts'
import { browserStorage } from '../lib/storage.ts'
import { writeStoredScope } from './scope.ts'

type ScopeListener = (scope: string | null) => void
const listeners = new Set<ScopeListener>()

/** Spec 4: the companyScopeChanged event; the shell reloads the menu and refetches data on it. */
export function onCompanyScopeChanged(listener: ScopeListener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Spec 4: store (or remove) the scope, load the company, tell everyone. */
export async function setCompanyScope(scope: string | null): Promise<void> {
  if (authStore.getState().companyScope === scope) return
  writeStoredScope(browserStorage(), scope)
  dispatchAuth({ type: 'scopeChanged', scope })
  for (const listener of listeners) listener(scope)
  if (!scope) return
  try {
    const company = await queryClient.fetchQuery(companyQuery(scope))
    if (authStore.getState().companyScope === scope) dispatchAuth({ type: 'companyLoaded', company })
  } catch (error) {
    console.error('Loading the chosen company failed', error)
  }
}
