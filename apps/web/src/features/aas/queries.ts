import type { Hardware, IaasResource, MonitoringInput, Network, NetworkDevice } from '@portico/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api.ts'
import { useScopedQuery } from '../../shared/api/useScopedQuery.ts'

export const aasKeys = {
  all: ['aas'] as const,
  network: (scope: string | null) => [...aasKeys.all, 'network', scope] as const,
  hardware: (scope: string | null) => [...aasKeys.all, 'hardware', scope] as const,
  infrastructure: (scope: string | null) => [...aasKeys.all, 'infrastructure', scope] as const,
}

/** The scope's managed devices and links as the monitoring platform sees them (asked again every minute). */
export function useNetworkQuery() {
  return useScopedQuery<Network>(aasKeys.network, '/api/v1/aas/network', {
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
  return useScopedQuery<Hardware[]>(aasKeys.hardware, '/api/v1/aas/hardware')
}

export function useInfrastructureQuery() {
  return useScopedQuery<IaasResource[]>(aasKeys.infrastructure, '/api/v1/aas/infrastructure')
}
