import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query'
import { useAuth } from '../auth/useAuth.ts'
import { api } from './api.ts'

/**
 * `GET url` for the chosen company scope: the data under `key(scope)`, so switching the scope asks again.
 * `options` may add a refetch interval (a number, or one computed from the data).
 */
export function useScopedQuery<Data>(
  key: (scope: string | null) => QueryKey,
  url: string,
  options?: Pick<UseQueryOptions<Data, Error, Data, QueryKey>, 'refetchInterval'>,
) {
  const scope = useAuth((state) => state.companyScope)
  return useQuery({
    queryKey: key(scope),
    queryFn: ({ signal }) => api.getData<Data>(url, { signal }),
    ...options,
  })
}
