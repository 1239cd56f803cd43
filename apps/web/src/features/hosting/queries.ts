import type {
  HostingAccount,
  HostingAccountDetail,
  HostingLoginUrl,
  HostingOffer,
  HostingOrderInput,
  HostingOrderResult,
  Service,
} from '@portico/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api.ts'
import { useCompanyQuery, useScopedQuery } from '../../shared/api/useScopedQuery.ts'
import { useOrderIntoCart } from '../orders/queries.ts'

const accounts = '/api/v1/hosting/webhosting'

export const hostingKeys = {
  all: ['hosting'] as const,
  offers: (company: string) => [...hostingKeys.all, 'offers', company] as const,
  accounts: () => [...hostingKeys.all, 'accounts'] as const,
  list: (scope: string | null) => [...hostingKeys.accounts(), 'list', scope] as const,
  account: (id: string) => [...hostingKeys.accounts(), 'detail', id] as const,
}

/** The web hosting packages the company may order, with their limits. */
export const useHostingOffersQuery = (company: string | null) =>
  useCompanyQuery<HostingOffer[]>(hostingKeys.offers(company ?? ''), '/api/v1/hosting/offers', company)

export function useWebHostingListQuery() {
  return useScopedQuery<HostingAccount[]>(hostingKeys.list, accounts, {
    // While a package is being set up, the list follows it.
    refetchInterval: (query) => (query.state.data?.some((a) => a.status === 'creating') ? 4000 : false),
  })
}

/** One account; while the panel works on it (created, suspended …) it is asked again every few seconds. */
export function useWebHostingQuery(id: string) {
  return useQuery({
    queryKey: hostingKeys.account(id),
    queryFn: ({ signal }) =>
      api.getData<HostingAccountDetail>(`${accounts}/${encodeURIComponent(id)}`, { signal }),
    enabled: id !== '',
    refetchInterval: (query) =>
      ['ordered', 'creating'].includes(query.state.data?.status ?? '') ? 4000 : false,
  })
}

/** POST /hosting/webhosting: the order judged and put in the company's cart. */
export const useOrderWebHosting = (company: string) =>
  useOrderIntoCart<HostingOrderInput, HostingOrderResult>(accounts, company, hostingKeys.accounts())

/** The customer's actions on one account: sign in to the panel, set its password, change its package. */
export function useWebHostingAction(id: string) {
  const queryClient = useQueryClient()
  const one = `${accounts}/${encodeURIComponent(id)}`
  return useMutation({
    mutationFn: async (
      action:
        | { kind: 'login' }
        | { kind: 'password'; password: string }
        | { kind: 'package'; product_id: string },
    ): Promise<HostingLoginUrl | HostingAccount | Service> => {
      if (action.kind === 'login') return (await api.post<{ data: HostingLoginUrl }>(`${one}/login`)).data
      if (action.kind === 'password')
        return (await api.post<{ data: HostingAccount }>(`${one}/password`, { password: action.password }))
          .data
      return (
        await api.request<{ data: Service }>('PUT', `${one}/package`, {
          body: { product_id: action.product_id },
        })
      ).data
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: hostingKeys.account(id) }),
  })
}
