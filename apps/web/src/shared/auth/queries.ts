import type { CompanyResponse, Locale, Me } from '@portico/contracts'
import { queryOptions, useMutation } from '@tanstack/react-query'
import { api } from '../api/api.ts'
import { dispatchAuth } from './authStore.ts'

export const sessionKeys = {
  me: ['me'] as const,
  company: (id: string) => ['company', id] as const,
}

export const meQuery = () =>
  queryOptions({ queryKey: sessionKeys.me, queryFn: () => api.get<Me>('/api/v1/_me') })

export const companyQuery = (id: string) =>
  queryOptions({
    queryKey: sessionKeys.company(id),
    queryFn: async () => (await api.get<CompanyResponse>(`/api/v1/companies/${encodeURIComponent(id)}`)).data,
  })

/** PATCH /api/v1/_me {locale}: the language choice is saved on the user record too. */
export function useUpdateLocaleMutation() {
  return useMutation({
    mutationFn: (locale: Locale) => api.patch<Me>('/api/v1/_me', { locale }),
    onSuccess: (me) => {
      if (me && typeof me === 'object' && 'id' in me) dispatchAuth({ type: 'userLoaded', me })
    },
  })
}
