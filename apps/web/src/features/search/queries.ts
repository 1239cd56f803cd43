import type { SearchResponse } from '@portico/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../shared/api/api.ts'

export const searchKeys = { query: (query: string) => ['search', query] as const }

export const searchQuery = (query: string) =>
  queryOptions({
    queryKey: searchKeys.query(query),
    queryFn: async () => (await api.get<SearchResponse>('/api/v1/search', { query: { query } })).data,
    enabled: query.length > 0,
  })

/** GET /api/v1/search?query=… over what exists, within the caller's scope. */
export function useSearchQuery(query: string) {
  return useQuery(searchQuery(query))
}
