import type {
  MicrosoftChangeResult,
  MicrosoftScheduleInput,
  MicrosoftSubscription,
  MicrosoftTenant,
  MicrosoftTenantInput,
} from '@portico/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api.ts'
import { forCompany, useScopedQuery } from '../../shared/api/useScopedQuery.ts'

const base = '/api/v1/microsoft'

export const microsoftKeys = {
  all: ['microsoft'] as const,
  tenants: (scope: string | null) => [...microsoftKeys.all, 'tenants', scope] as const,
  subscriptions: (scope: string | null) => [...microsoftKeys.all, 'subscriptions', scope] as const,
  subscription: (id: string) => [...microsoftKeys.all, 'subscription', id] as const,
}

export function useTenantsQuery() {
  return useScopedQuery<MicrosoftTenant[]>(microsoftKeys.tenants, `${base}/tenants`)
}

export function useDomainCheckQuery(prefix: string) {
  return useQuery({
    queryKey: [...microsoftKeys.all, 'domain', prefix],
    queryFn: ({ signal }) =>
      api.getData<{ domain: string; available: boolean }>(`${base}/domains/${encodeURIComponent(prefix)}`, {
        signal,
      }),
    enabled: /^[a-z0-9]{1,27}$/.test(prefix),
  })
}

export function useAddTenantMutation(company: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: MicrosoftTenantInput) =>
      (await api.post<{ data: MicrosoftTenant }>(`${base}/tenants`, input, forCompany(company))).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: microsoftKeys.all }),
  })
}

export function useSubscriptionsQuery() {
  return useScopedQuery<MicrosoftSubscription[]>(microsoftKeys.subscriptions, `${base}/subscriptions`)
}

export function useSubscriptionQuery(id: string) {
  return useQuery({
    queryKey: microsoftKeys.subscription(id),
    queryFn: ({ signal }) =>
      api.getData<MicrosoftSubscription>(`${base}/subscriptions/${encodeURIComponent(id)}`, { signal }),
  })
}

/** One change of a subscription: seats, auto-renew, the renewal's plan (null removes it), or cancelling. */
export type SubscriptionChange =
  | { kind: 'seats'; quantity: number }
  | { kind: 'autoRenew'; autoRenew: boolean }
  | { kind: 'schedule'; plan: MicrosoftScheduleInput | null }
  | { kind: 'cancel' }

export function useChangeSubscriptionMutation(id: string) {
  const queryClient = useQueryClient()
  const url = `${base}/subscriptions/${encodeURIComponent(id)}`
  return useMutation({
    mutationFn: async (change: SubscriptionChange) => {
      const answer =
        change.kind === 'seats'
          ? api.request<{ data: MicrosoftChangeResult }>('PUT', `${url}/seats`, {
              body: { quantity: change.quantity },
            })
          : change.kind === 'autoRenew'
            ? api.request<{ data: MicrosoftChangeResult }>('PUT', `${url}/auto-renew`, {
                body: { auto_renew: change.autoRenew },
              })
            : change.kind === 'cancel'
              ? api.post<{ data: MicrosoftChangeResult }>(`${url}/cancel`)
              : change.plan
                ? api.request<{ data: MicrosoftChangeResult }>('PUT', `${url}/scheduled`, {
                    body: change.plan,
                  })
                : api.delete<{ data: MicrosoftChangeResult }>(`${url}/scheduled`)
      return (await answer).data
    },
    onSuccess: (result) => {
      queryClient.setQueryData(microsoftKeys.subscription(id), result.subscription)
      void queryClient.invalidateQueries({ queryKey: [...microsoftKeys.all, 'subscriptions'] })
    },
  })
}
