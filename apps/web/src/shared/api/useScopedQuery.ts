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

/** The options of a call made for one company (X-Company), e.g. for what it may order or its cart. */
export const forCompany = (companyId: string) => ({ headers: { 'X-Company': companyId } })

/** `GET url` for one company, asked once there is a company (a form's chosen customer). */
export function useCompanyQuery<Data>(queryKey: QueryKey, url: string, company: string | null) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => api.getData<Data>(url, { ...forCompany(company ?? ''), signal }),
    enabled: Boolean(company),
  })
}
