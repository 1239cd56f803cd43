import type { DedicatedServer, Vps, VpsDetail, VpsPowerAction, VpsTask } from '@portico/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api.ts'
import { useScopedQuery } from '../../shared/api/useScopedQuery.ts'

const vpses = '/api/v1/hosting/vpses'
const one = (id: string) => `${vpses}/${encodeURIComponent(id)}`

export const vpsKeys = {
  all: ['hosting', 'vps'] as const,
  list: (scope: string | null) => [...vpsKeys.all, 'list', scope] as const,
  detail: (id: string) => [...vpsKeys.all, 'detail', id] as const,
  task: (id: string, taskId: string) => [...vpsKeys.all, 'task', id, taskId] as const,
  servers: (scope: string | null) => ['hosting', 'servers', scope] as const,
}

export function useVpsListQuery() {
  return useScopedQuery<Vps[]>(vpsKeys.list, vpses, {
    refetchInterval: (query) => (query.state.data?.some((v) => v.status === 'creating') ? 4000 : false),
  })
}

/** One VPS; while it is being set up it is asked again every few seconds. */
export function useVpsQuery(id: string) {
  return useQuery({
    queryKey: vpsKeys.detail(id),
    queryFn: ({ signal }) => api.getData<VpsDetail>(one(id), { signal }),
    enabled: id !== '',
    refetchInterval: (query) => (query.state.data?.status === 'creating' ? 4000 : false),
  })
}

/** A power action's task, asked every second while it runs; when it ends the VPS is read again. */
export function useVpsTaskQuery(id: string, taskId: string | null) {
  const queryClient = useQueryClient()
  return useQuery({
    queryKey: vpsKeys.task(id, taskId ?? ''),
    queryFn: async ({ signal }) => {
      const task = await api.getData<VpsTask>(`${one(id)}/tasks/${encodeURIComponent(taskId ?? '')}`, {
        signal,
      })
      if (task.status !== 'running') void queryClient.invalidateQueries({ queryKey: vpsKeys.detail(id) })
      return task
    },
    enabled: Boolean(taskId),
    refetchInterval: (query) => (query.state.data?.status === 'running' || !query.state.data ? 1000 : false),
  })
}

/** POST …/power: the platform's task, which the page then follows. */
export function usePowerVps(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (action: VpsPowerAction) =>
      (await api.post<{ data: VpsTask }>(`${one(id)}/power`, { action })).data,
    onSuccess: (task) => {
      queryClient.setQueryData(vpsKeys.task(id, task.id), task)
      void queryClient.invalidateQueries({ queryKey: vpsKeys.detail(id) })
    },
  })
}

export function useServersQuery() {
  return useScopedQuery<DedicatedServer[]>(vpsKeys.servers, '/api/v1/hosting/servers')
}
