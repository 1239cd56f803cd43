import type { DomainPreset, DomainPresetInput } from '@portico/contracts'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api.ts'
import { contactKeys } from './contactQueries.ts'

const presets = '/api/v1/domains/presets'
const etag = (version: number) => `W/"${version}"`
export type PresetFilter = { company?: string }

export const presetKeys = {
  all: ['domains', 'presets'] as const,
  lists: () => [...presetKeys.all, 'list'] as const,
  list: (filter: PresetFilter) => [...presetKeys.lists(), filter] as const,
  detail: (id: string) => [...presetKeys.all, 'detail', id] as const,
}

/** GET /domains/presets: the presets of the companies in view. */
export function useDomainPresetsQuery(filter: PresetFilter, enabled = true) {
  return useQuery({
    queryKey: presetKeys.list(filter),
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams()
      if (filter.company) params.set('company', filter.company)
      const query = params.size ? `?${params}` : ''
      return (await api.get<{ data: DomainPreset[] }>(`${presets}${query}`, { signal })).data
    },
    placeholderData: keepPreviousData,
    enabled,
  })
}

export function useDomainPresetQuery(id: string | null) {
  return useQuery({
    queryKey: presetKeys.detail(id ?? ''),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: DomainPreset }>(`${presets}/${encodeURIComponent(id ?? '')}`, { signal })).data,
    enabled: Boolean(id),
  })
}

/** POST /domains/presets, or PUT /domains/presets/:id with If-Match when a version is given. */
export function useSaveDomainPresetMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, version, input }: { id?: string; version?: number; input: DomainPresetInput }) =>
      (id && version !== undefined
        ? await api.put<{ data: DomainPreset }>(presets, id, input, {
            headers: { 'If-Match': etag(version) },
          })
        : await api.post<{ data: DomainPreset }>(presets, input)
      ).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(presetKeys.detail(saved.id), saved)
      void queryClient.invalidateQueries({ queryKey: presetKeys.lists() })
      // A contact named by a preset counts as in use.
      void queryClient.invalidateQueries({ queryKey: contactKeys.all })
    },
  })
}

export function useDeleteDomainPresetMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => {
      await api.delete(`${presets}/${encodeURIComponent(id)}`)
      return id
    },
    onSuccess: (id) => {
      queryClient.removeQueries({ queryKey: presetKeys.detail(id) })
      void queryClient.invalidateQueries({ queryKey: presetKeys.lists() })
      // A contact named by a preset counts as in use.
      void queryClient.invalidateQueries({ queryKey: contactKeys.all })
    },
  })
}
