import type {
  Company,
  CompanyContracts,
  CompanyUser,
  InviteUserBody,
  NotificationChoicesInput,
  NotificationDefaultsInput,
  NotificationSettings,
} from '@portico/contracts'
import type { MembershipRole } from '@portico/domain'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api.ts'
import { currentLanguage } from '../../shared/i18n/i18n.ts'

/** The shared client sends no Accept-Language; server messages should follow the interface language. */
const withLanguage = () => ({ headers: { 'Accept-Language': currentLanguage() } })

export const companyKeys = {
  detail: (id: string) => ['companies', id] as const,
  users: (id: string) => ['companies', id, 'users'] as const,
}

const usersPath = (companyId: string) => `/api/v1/companies/${encodeURIComponent(companyId)}/users`

/** GET /api/v1/companies/:id: name and kind, which tells which record endpoint holds the details. */
export function useCompanyQuery(id: string | null) {
  return useQuery({
    queryKey: companyKeys.detail(id ?? ''),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: Company }>(`/api/v1/companies/${encodeURIComponent(id ?? '')}`, { signal }))
        .data,
    enabled: id !== null,
  })
}

/** GET /api/v1/companies/:id/users. */
export function useCompanyUsersQuery(companyId: string) {
  return useQuery({
    queryKey: companyKeys.users(companyId),
    queryFn: ({ signal }) => api.getData<CompanyUser[]>(usersPath(companyId), { signal }),
  })
}

/** POST /api/v1/companies/:id/users: the invitee gets a set-password link by mail. */
export function useInviteUserMutation(companyId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: InviteUserBody) =>
      (await api.post<{ data: CompanyUser }>(usersPath(companyId), body, withLanguage())).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.users(companyId) }),
  })
}

/** PUT /api/v1/companies/:id/users/:userId {role}. */
export function useChangeRoleMutation(companyId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ userId, role }: { userId: string; role: MembershipRole }) =>
      (await api.put<{ data: CompanyUser }>(usersPath(companyId), userId, { role }, withLanguage())).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyKeys.users(companyId) }),
  })
}

/** DELETE /api/v1/companies/:id/users/:userId; 409 when it would remove the last admin. */
export function useRemoveUserMutation(companyId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (userId: string) =>
      api.delete<void>(`${usersPath(companyId)}/${encodeURIComponent(userId)}`, withLanguage()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.users(companyId) }),
  })
}

/** POST /api/v1/companies/:id/users/:userId/sign-in/disable|enable: staff turn a person's sign-in off or on. */
export function useSignInMutation(companyId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ userId, enabled }: { userId: string; enabled: boolean }) =>
      (
        await api.post<{ data: CompanyUser }>(
          `${usersPath(companyId)}/${encodeURIComponent(userId)}/sign-in/${enabled ? 'enable' : 'disable'}`,
          undefined,
          withLanguage(),
        )
      ).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyKeys.users(companyId) }),
  })
}

const notificationsPath = (companyId: string, part = '') =>
  `/api/v1/companies/${encodeURIComponent(companyId)}/notifications${part}`

/** GET /api/v1/companies/:id/notifications: the company's defaults and the caller's own choices. */
export function useNotificationSettingsQuery(companyId: string) {
  return useQuery({
    queryKey: [...companyKeys.detail(companyId), 'notifications'],
    queryFn: ({ signal }) => api.getData<NotificationSettings>(notificationsPath(companyId), { signal }),
  })
}

/** PUT …/notifications/mine (the caller's choices) or …/defaults (the company's). */
export function useSaveNotificationsMutation(companyId: string, which: 'mine' | 'defaults') {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: NotificationChoicesInput | NotificationDefaultsInput) =>
      (
        await api.put<{ data: NotificationSettings }>(
          notificationsPath(companyId),
          which,
          body,
          withLanguage(),
        )
      ).data,
    onSuccess: (saved) =>
      queryClient.setQueryData([...companyKeys.detail(companyId), 'notifications'], saved),
  })
}

/** GET /api/v1/companies/:id/contracts: the company's running contracts as they stand today. */
export function useCompanyContractsQuery(companyId: string) {
  return useQuery({
    queryKey: ['companies', companyId, 'contracts'] as const,
    queryFn: ({ signal }) =>
      api.getData<CompanyContracts>(`/api/v1/companies/${encodeURIComponent(companyId)}/contracts`, {
        signal,
      }),
  })
}

export const contractsPdfPath = (companyId: string) =>
  `/api/v1/companies/${encodeURIComponent(companyId)}/contracts/pdf`
