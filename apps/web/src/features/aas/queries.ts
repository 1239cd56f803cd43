import type { Hardware, IaasResource, MonitoringInput, Network, NetworkDevice } from '@portico/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api.ts'
import { useAuth } from '../../shared/auth/useAuth.ts'

export const aasKeys = {
  all: ['aas'] as const,
  network: (scope: string | null) => [...aasKeys.all, 'network', scope] as const,
  hardware: (scope: string | null) => [...aasKeys.all, 'hardware', scope] as const,
  infrastructure: (scope: string | null) => [...aasKeys.all, 'infrastructure', scope] as const,
}

/** The scope's managed devices and links as the monitoring platform sees them (asked again every minute). */
export function useNetworkQuery() {
  const scope = useAuth((state) => state.companyScope)
  return useQuery({
    queryKey: aasKeys.network(scope),
    queryFn: ({ signal }) => api.getData<Network>('/api/v1/aas/network', { signal }),
    refetchInterval: 60_000,
  })
}

/** PUT /aas/network/devices/:id/monitoring: monitoring paused for some hours, or active again. */
export function useDeviceMonitoring(deviceId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: MonitoringInput) =>
      (
        await api.put<{ data: NetworkDevice }>(
          `/api/v1/aas/network/devices/${encodeURIComponent(deviceId)}`,
          'monitoring',
          input,
        )
      ).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...aasKeys.all, 'network'] }),
  })
}

export function useHardwareQuery() {
  const scope = useAuth((state) => state.companyScope)
  return useQuery({
    queryKey: aasKeys.hardware(scope),
    queryFn: ({ signal }) => api.getData<Hardware[]>('/api/v1/aas/hardware', { signal }),
  })
}

export function useInfrastructureQuery() {
  const scope = useAuth((state) => state.companyScope)
  return useQuery({
    queryKey: aasKeys.infrastructure(scope),
    queryFn: ({ signal }) => api.getData<IaasResource[]>('/api/v1/aas/infrastructure', { signal }),
  })
}
