import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { api } from './api.ts'
import { ifMatch } from './ifMatch.ts'

type Filter = Record<string, string | undefined>

/**
 * The queries of a plain record resource at `path` (`GET path?filter`, `GET path/:id`, `POST path`,
 * `PUT path/:id` with If-Match, `DELETE path/:id`), under the query key `key`. `onChanged` runs after
 * a save or delete, for other caches the change touches.
 */
export function recordQueries<Item extends { id: string }, Input, F extends Filter>(
  path: string,
  key: readonly string[],
  onChanged?: (queryClient: QueryClient) => void,
) {
  const keys = {
    all: key,
    lists: () => [...key, 'list'] as const,
    list: (filter: F) => [...keys.lists(), filter] as const,
    detail: (id: string) => [...key, 'detail', id] as const,
  }
  const url = (id: string) => `${path}/${encodeURIComponent(id)}`

  /** The records matching `filter` (empty values left out). */
  function useList(filter: F, enabled = true) {
    return useQuery({
      queryKey: keys.list(filter),
      queryFn: async ({ signal }) => {
        const params = new URLSearchParams()
        for (const [name, value] of Object.entries(filter)) if (value) params.set(name, value)
        const query = params.size ? `?${params}` : ''
        return (await api.get<{ data: Item[] }>(`${path}${query}`, { signal })).data
      },
      placeholderData: keepPreviousData,
      enabled,
    })
  }

  function useOne(id: string | null) {
    return useQuery({
      queryKey: keys.detail(id ?? ''),
      queryFn: async ({ signal }) => (await api.get<{ data: Item }>(url(id ?? ''), { signal })).data,
      enabled: Boolean(id),
    })
  }

  /** Creates the record, or saves it with If-Match when an id and version are given. */
  function useSave() {
    const queryClient = useQueryClient()
    return useMutation({
      mutationFn: async ({ id, version, input }: { id?: string; version?: number; input: Input }) =>
        (id && version !== undefined
          ? await api.put<{ data: Item }>(path, id, input, { headers: ifMatch(version) })
          : await api.post<{ data: Item }>(path, input)
        ).data,
      onSuccess: (saved) => {
        queryClient.setQueryData(keys.detail(saved.id), saved)
        void queryClient.invalidateQueries({ queryKey: keys.lists() })
        onChanged?.(queryClient)
      },
    })
  }

  function useDelete() {
    const queryClient = useQueryClient()
    return useMutation({
      mutationFn: async (id: string) => {
        await api.delete(url(id))
        return id
      },
      onSuccess: (id) => {
        queryClient.removeQueries({ queryKey: keys.detail(id) })
        void queryClient.invalidateQueries({ queryKey: keys.lists() })
        onChanged?.(queryClient)
      },
    })
  }

  return { keys, useList, useOne, useSave, useDelete }
}
