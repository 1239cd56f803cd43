import type { HostedDatabase, HostedStorage } from '@portico/contracts'
import { useScopedQuery } from '../../shared/api/useScopedQuery.ts'

export const storageKeys = {
  all: ['hosting', 'storage'] as const,
  databases: (scope: string | null) => [...storageKeys.all, 'databases', scope] as const,
  storage: (scope: string | null) => [...storageKeys.all, 'storage', scope] as const,
}

/** The scope's hosted databases. */
export function useHostedDatabasesQuery() {
  return useScopedQuery<HostedDatabase[]>(storageKeys.databases, '/api/v1/hosting/databases')
}

/** The scope's buckets, volumes and backup space. */
export function useHostedStorageQuery() {
  return useScopedQuery<HostedStorage[]>(storageKeys.storage, '/api/v1/hosting/storage')
}
