import type { Tld, TldInput } from '@portico/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { errorStatus } from '../../shared/api/ApiError.ts'
import { api } from '../../shared/api/api.ts'
import { ifMatch } from '../../shared/api/ifMatch.ts'
import { catalogKeys } from '../catalog/queries.ts'

const tlds = '/api/v1/domains/tlds'

export const domainsKeys = {
  all: ['domains'] as const,
  tlds: () => [...domainsKeys.all, 'tlds'] as const,
  tldList: () => [...domainsKeys.tlds(), 'list'] as const,
  tld: (tld: string) => [...domainsKeys.tlds(), 'detail', tld] as const,
}

/** GET /domains/tlds: the whole TLD catalogue (a few dozen at most, so one request). */
export function useTldsQuery() {
  return useQuery({
    queryKey: domainsKeys.tldList(),
    queryFn: async ({ signal }) => (await api.get<{ data: Tld[] }>(tlds, { signal })).data,
  })
}

/** GET /domains/tlds/:tld; null when the catalogue does not have it yet (saving creates it). */
export function useTldQuery(tld: string) {
  return useQuery({
    queryKey: domainsKeys.tld(tld),
    queryFn: async ({ signal }): Promise<Tld | null> => {
      try {
        return (await api.get<{ data: Tld }>(`${tlds}/${encodeURIComponent(tld)}`, { signal })).data
      } catch (error) {
        if (errorStatus(error) === 404) return null
        throw error
      }
    },
    enabled: tld !== '',
  })
}

/** POST /domains/tlds (no version yet), or PUT /domains/tlds/:tld with If-Match. */
export function useSaveTldMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ version, input }: { version?: number; input: TldInput }) =>
      (version === undefined
        ? await api.post<{ data: Tld }>(tlds, input)
        : await api.put<{ data: Tld }>(tlds, input.tld, input, { headers: ifMatch(version) })
      ).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(domainsKeys.tld(saved.tld), saved)
      void queryClient.invalidateQueries({ queryKey: domainsKeys.tldList() })
      // A TLD's prices and visibility are its catalogue product's.
      void queryClient.invalidateQueries({ queryKey: catalogKeys.products() })
    },
  })
}
