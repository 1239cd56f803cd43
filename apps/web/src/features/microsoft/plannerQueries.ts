import type {
  MicrosoftPlannedChange,
  MicrosoftPlannedChangeInput,
  MicrosoftPlanner,
  MicrosoftPlannerLocationInput,
  MicrosoftPlannerPolicy,
  MicrosoftPlannerUser,
  MicrosoftPlannerUserInput,
} from '@portico/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api.ts'
import { useScopedQuery } from '../../shared/api/useScopedQuery.ts'

const base = '/api/v1/microsoft/planner'

export const plannerKeys = {
  all: ['microsoft', 'planner'] as const,
  planner: (scope: string | null, user?: string) =>
    [...plannerKeys.all, 'plan', scope, user ?? null] as const,
  users: (scope: string | null) => [...plannerKeys.all, 'users', scope] as const,
  user: (id: string) => [...plannerKeys.all, 'user', id] as const,
}

/** The planned changes (one user's when given), the seats over time per SKU and the policies. */
export function usePlannerQuery(user?: string) {
  return useScopedQuery<MicrosoftPlanner>(
    (scope) => plannerKeys.planner(scope, user),
    user ? `${base}?user=${encodeURIComponent(user)}` : base,
  )
}

export function usePlannerUsersQuery() {
  return useScopedQuery<MicrosoftPlannerUser[]>(plannerKeys.users, `${base}/users`)
}

export function usePlannerUserQuery(id: string) {
  return useQuery({
    queryKey: plannerKeys.user(id),
    queryFn: ({ signal }) =>
      api.getData<MicrosoftPlannerUser>(`${base}/users/${encodeURIComponent(id)}`, { signal }),
    enabled: id !== '',
  })
}

function usePlannerMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['microsoft'] }),
  })
}

export const useAddPlannerUserMutation = () =>
  usePlannerMutation(
    async (input: MicrosoftPlannerUserInput) =>
      (await api.post<{ data: MicrosoftPlannerUser }>(`${base}/users`, input)).data,
  )

/** PUT /users/{id}/location: the user's usage location in the tenant's directory. */
export const useUsageLocationMutation = (user: string) =>
  usePlannerMutation(
    async (input: MicrosoftPlannerLocationInput) =>
      (
        await api.request<{ data: MicrosoftPlannerUser }>(
          'PUT',
          `${base}/users/${encodeURIComponent(user)}/location`,
          { body: input },
        )
      ).data,
  )

export const usePlanChangeMutation = () =>
  usePlannerMutation(
    async (input: MicrosoftPlannedChangeInput) =>
      (await api.post<{ data: MicrosoftPlannedChange }>(`${base}/changes`, input)).data,
  )

export const useCancelChangeMutation = () =>
  usePlannerMutation(
    async (id: string) =>
      (await api.delete<{ data: MicrosoftPlannedChange }>(`${base}/changes/${encodeURIComponent(id)}`)).data,
  )

export const usePolicyMutation = () =>
  usePlannerMutation(
    async ({ tenant, ...body }: { tenant: string; buy_missing: boolean; release_seats: boolean }) =>
      (
        await api.request<{ data: MicrosoftPlannerPolicy }>(
          'PUT',
          `${base}/policies/${encodeURIComponent(tenant)}`,
          {
            body,
          },
        )
      ).data,
  )
