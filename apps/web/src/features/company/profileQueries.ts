import type {
  ChangePasswordBody,
  Me,
  MySecurity,
  MySession,
  RecoveryCodes,
  TwoFactorSetup,
} from '@portico/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api.ts'
import { dispatchAuth } from '../../shared/auth/authStore.ts'
import { sessionKeys } from '../../shared/auth/queries.ts'
import { currentLanguage } from '../../shared/i18n/i18n.ts'

/** Server messages follow the interface language. */
const withLanguage = () => ({ headers: { 'Accept-Language': currentLanguage() } })
const securityKey = ['me', 'security'] as const

/** GET /api/v1/_me/security: which IdP keeps the password, and whether two-factor sign-in is on. */
export function useMySecurityQuery() {
  return useQuery({
    queryKey: securityKey,
    queryFn: ({ signal }) => api.get<MySecurity>('/api/v1/_me/security', { signal }),
  })
}

/** PATCH /api/v1/_me {display_name}. */
export function useRenameMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (display_name: string) => api.patch<Me>('/api/v1/_me', { display_name }, withLanguage()),
    onSuccess: (me) => {
      queryClient.setQueryData(sessionKeys.me, me)
      dispatchAuth({ type: 'userLoaded', me })
    },
  })
}

/** POST /api/v1/_me/password. */
export function useChangePasswordMutation() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => api.post<void>('/api/v1/_me/password', body, withLanguage()),
  })
}

/** POST /api/v1/_me/two-factor: a new secret to scan, not on yet. */
export function useStartTwoFactorMutation() {
  return useMutation({
    mutationFn: () => api.post<TwoFactorSetup>('/api/v1/_me/two-factor', undefined, withLanguage()),
  })
}

/** The two-factor changes that end in a new state: confirm (→ recovery codes), new codes, turn off. */
export function useTwoFactorMutation<B>(path: 'confirm' | 'recovery-codes' | 'disable') {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: B) =>
      api.post<RecoveryCodes | undefined>(`/api/v1/_me/two-factor/${path}`, body, withLanguage()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKey }),
  })
}

const sessionsKey = ['me', 'sessions'] as const

/** GET /api/v1/_me/sessions: where the user is signed in, the last used first. */
export function useMySessionsQuery() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: async ({ signal }) =>
      (await api.get<{ data: MySession[] }>('/api/v1/_me/sessions', { signal })).data,
  })
}

/** Signs one other session out (its id), or every other one (null). */
export function useEndSessionMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string | null) =>
      api.post<void>(
        id ? `/api/v1/_me/sessions/${encodeURIComponent(id)}/end` : '/api/v1/_me/sessions/end-others',
        undefined,
        withLanguage(),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  })
}
