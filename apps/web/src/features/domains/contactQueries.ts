import type { DomainContact, DomainContactInput } from '@portico/contracts'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api.ts'

const contacts = '/api/v1/domains/contacts'
const etag = (version: number) => `W/"${version}"`
export type ContactFilter = { company?: string; q?: string }

export const contactKeys = {
  all: ['domains', 'contacts'] as const,
  lists: () => [...contactKeys.all, 'list'] as const,
  list: (filter: ContactFilter) => [...contactKeys.lists(), filter] as const,
  detail: (id: string) => [...contactKeys.all, 'detail', id] as const,
}

/** GET /domains/contacts: the handles of the companies in view (at most a few hundred). */
export function useDomainContactsQuery(filter: ContactFilter, enabled = true) {
  return useQuery({
    queryKey: contactKeys.list(filter),
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams()
      if (filter.company) params.set('company', filter.company)
      if (filter.q) params.set('q', filter.q)
      const query = params.size ? `?${params}` : ''
      return (await api.get<{ data: DomainContact[] }>(`${contacts}${query}`, { signal })).data
    },
    placeholderData: keepPreviousData,
    enabled,
  })
}

export function useDomainContactQuery(id: string | null) {
  return useQuery({
    queryKey: contactKeys.detail(id ?? ''),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: DomainContact }>(`${contacts}/${encodeURIComponent(id ?? '')}`, { signal }))
        .data,
    enabled: Boolean(id),
  })
}

/** POST /domains/contacts, or PUT /domains/contacts/:id with If-Match when a version is given. */
export function useSaveDomainContactMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({
      id,
      version,
      input,
    }: {
      id?: string
      version?: number
      input: DomainContactInput
    }) =>
      (id && version !== undefined
        ? await api.put<{ data: DomainContact }>(contacts, id, input, {
            headers: { 'If-Match': etag(version) },
          })
        : await api.post<{ data: DomainContact }>(contacts, input)
      ).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(contactKeys.detail(saved.id), saved)
      void queryClient.invalidateQueries({ queryKey: contactKeys.lists() })
    },
  })
}

export function useDeleteDomainContactMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => {
      await api.delete(`${contacts}/${encodeURIComponent(id)}`)
      return id
    },
    onSuccess: (id) => {
      queryClient.removeQueries({ queryKey: contactKeys.detail(id) })
      void queryClient.invalidateQueries({ queryKey: contactKeys.lists() })
    },
  })
}
