import type { Service } from '@portico/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api.ts'
import type { RecordKind } from './kind.ts'
import { recordKeys, recordPath } from './queries.ts'

/** GET /api/v1/{kind}/:id/services (read only; service areas fill them in later issues). */
export function useServicesQuery(kind: RecordKind, id: string) {
  return useQuery({
    queryKey: recordKeys.part(kind, id, 'services'),
    queryFn: ({ signal }) => api.getData<Service[]>(`${recordPath(kind, id)}/services`, { signal }),
  })
}

/** GET /api/v1/{kind}/:id/services/:serviceId. */
export function useServiceQuery(kind: RecordKind, id: string, serviceId: string) {
  return useQuery({
    queryKey: recordKeys.part(kind, id, 'services', serviceId),
    queryFn: ({ signal }) =>
      api.getData<Service>(`${recordPath(kind, id)}/services/${encodeURIComponent(serviceId)}`, {
        signal,
      }),
  })
}

/** Staff act on a service (POST /services/:id/suspend|unsuspend|cancel, PUT .../price); the adapter's part follows. */
export function useServiceAction(kind: RecordKind, id: string, serviceId: string) {
  const queryClient = useQueryClient()
  const key = recordKeys.part(kind, id, 'services', serviceId)
  return useMutation({
    mutationFn: async (
      action:
        | { kind: 'suspend' | 'unsuspend' }
        | { kind: 'cancel'; when: 'period_end' | 'now' }
        | { kind: 'price'; price_minor: number; when: 'next_period' | 'now' }
        | { kind: 'plan'; product_id: string; when: 'next_period' | 'now' },
    ) => {
      const path = `/api/v1/services/${encodeURIComponent(serviceId)}`
      if (action.kind === 'plan')
        return (
          await api.request<{ data: Service }>('PUT', `${path}/plan`, {
            body: { product_id: action.product_id, when: action.when },
          })
        ).data
      if (action.kind === 'price')
        return (
          await api.request<{ data: Service }>('PUT', `${path}/price`, {
            body: { price_minor: action.price_minor, when: action.when },
          })
        ).data
      const body = action.kind === 'cancel' ? { when: action.when } : undefined
      return (await api.post<{ data: Service }>(`${path}/${action.kind}`, body)).data
    },
    onSuccess: (service) => {
      queryClient.setQueryData(key, service)
      // The adapter's part is a job: read the service again once it has had time to finish.
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: recordKeys.all(kind) }), 2500)
    },
  })
}
