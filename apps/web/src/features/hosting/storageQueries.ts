import type { HostedDatabase, HostedStorage } from '@portico/contracts'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../shared/api/api.ts'
import { useAuth } from '../../shared/auth/useAuth.ts'

export const storageKeys = {
  all: ['hosting', 'storage'] as const,
  databases: (scope: string | null) => [...storageKeys.all, 'databases', scope] as const,
  storage: (scope: string | null) => [...storageKeys.all, 'storage', scope] as const,
}

/** The scope's hosted databases. */
export function useHostedDatabasesQuery() {
  const scope = useAuth((state) => state.companyScope)
  return useQuery({
    queryKey: storageKeys.databases(scope),
    queryFn: ({ signal }) => api.getData<HostedDatabase[]>('/api/v1/hosting/databases', { signal }),
  })
}

/** The scope's buckets, volumes and backup space. */
export function useHostedStorageQuery() {
  const scope = useAuth((state) => state.companyScope)
  return useQuery({
    queryKey: storageKeys.storage(scope),
    queryFn: ({ signal }) => api.getData<HostedStorage[]>('/api/v1/hosting/storage', { signal }),
  })
}
