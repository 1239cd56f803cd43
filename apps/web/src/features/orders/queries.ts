import type {
  Cart,
  CartItemInput,
  Order,
  OrderSettings,
  OrderSettingsInput,
  OrderStatus,
  OrderTerms,
} from '@portico/contracts'
import { keepPreviousData, type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api.ts'
import { forCompany, useCompanyQuery } from '../../shared/api/useScopedQuery.ts'

type OrderSummary = Omit<Order, 'items' | 'notes'>
const base = '/api/v1/orders'

export const orderKeys = {
  all: ['orders'] as const,
  cart: (companyId: string) => [...orderKeys.all, 'cart', companyId] as const,
  list: (params: object) => [...orderKeys.all, 'list', params] as const,
  order: (id: string) => [...orderKeys.all, 'detail', id] as const,
}

/** The cart belongs to the user and the company ordered for: every call names the company. */
export const useCartQuery = (companyId: string | null) =>
  useCompanyQuery<Cart>(orderKeys.cart(companyId ?? ''), `${base}/cart`, companyId)

/** Every cart change answers the whole cart, priced anew: it replaces the cached one. */
function useCartChange<I>(companyId: string, send: (input: I) => Promise<{ data: Cart }>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: I) => (await send(input)).data,
    onSuccess: (cart) => queryClient.setQueryData(orderKeys.cart(companyId), cart),
  })
}

export const useAddToCart = (companyId: string) =>
  useCartChange(companyId, (item: CartItemInput) =>
    api.post<{ data: Cart }>(`${base}/cart/items`, item, forCompany(companyId)),
  )
export const useRemoveFromCart = (companyId: string) =>
  useCartChange(companyId, (itemId: string) =>
    api.delete<{ data: Cart }>(`${base}/cart/items/${itemId}`, forCompany(companyId)),
  )
export const useApplyPromotion = (companyId: string) =>
  useCartChange(companyId, (code: string) =>
    api.put<{ data: Cart }>(`${base}/cart`, 'promotion', { code }, forCompany(companyId)),
  )
export const useRemovePromotion = (companyId: string) =>
  useCartChange(companyId, (_: undefined) =>
    api.delete<{ data: Cart }>(`${base}/cart/promotion`, forCompany(companyId)),
  )

/**
 * An area's order page: `url` judges the order and puts it in the company's cart. The cart is asked
 * again, and so is `list` (the area's list the ordered item shows up in).
 */
export function useOrderIntoCart<Input, Result>(url: string, company: string, list?: QueryKey) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: Input) =>
      (await api.post<{ data: Result }>(url, input, forCompany(company))).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.cart(company) })
      if (list) void queryClient.invalidateQueries({ queryKey: list })
    },
  })
}

/** POST /orders/checkout: the key is made once per cart view, so a repeat places nothing twice. */
export function useCheckout(companyId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: { key: string; notes?: string }) =>
      (
        await api.post<{ data: Order }>(
          `${base}/checkout`,
          { accept_terms: true, ...(input.notes ? { notes: input.notes } : {}) },
          { headers: { 'X-Company': companyId, 'Idempotency-Key': input.key } },
        )
      ).data,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.order(order.id), order)
      void queryClient.invalidateQueries({ queryKey: orderKeys.all })
    },
    // A refusal may have changed the cart (a promotion that ended is taken off): show it as it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: orderKeys.cart(companyId) }),
  })
}

export function useOrdersQuery(params: { status?: OrderStatus; limit: number }) {
  return useQuery({
    queryKey: orderKeys.list(params),
    queryFn: ({ signal }) => api.getData<OrderSummary[]>(base, { query: params, signal }),
    placeholderData: keepPreviousData,
  })
}

/** One order; while provisioning is under way it asks again every two seconds. */
/**
 * How often an order's page asks again: every 2 s while set-up runs, every 10 s while the order
 * waits for staff's approval (it said "Awaiting approval" until reopened: issue 26, item 14), else not.
 */
export function orderRefetchInterval(order: Order | undefined): number | false {
  const setUp = order?.items.some(
    (i) => i.provisioning === 'running' || (i.provisioning === 'waiting' && order.status === 'approved'),
  )
  if (setUp) return 2000
  return order?.status === 'pending' ? 10_000 : false
}

export function useOrderQuery(id: string | undefined) {
  return useQuery({
    queryKey: orderKeys.order(id ?? ''),
    queryFn: ({ signal }) => api.getData<Order>(`${base}/${id}`, { signal }),
    enabled: Boolean(id),
    refetchInterval: (query) => orderRefetchInterval(query.state.data),
    refetchOnWindowFocus: true,
  })
}

/** Staff: approve, cancel, or retry a failed provisioning step. */
export function useOrderAction(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (action: 'approve' | 'cancel' | 'retry') =>
      (await api.post<{ data: Order }>(`${base}/${id}/${action}`)).data,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.order(id), order)
      void queryClient.invalidateQueries({ queryKey: orderKeys.all })
    },
  })
}

/** GET/PUT /orders/settings (staff): when an order's services are set up. */
export function useOrderSettingsQuery(enabled: boolean) {
  return useQuery({
    queryKey: [...orderKeys.all, 'settings'],
    queryFn: ({ signal }) => api.getData<OrderSettings>(`${base}/settings`, { signal }),
    enabled,
  })
}

export function useSaveOrderSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: OrderSettingsInput) =>
      (await api.put<{ data: OrderSettings }>(base, 'settings', input)).data,
    onSuccess: (saved) => {
      queryClient.setQueryData([...orderKeys.all, 'settings'], saved)
      void queryClient.invalidateQueries({ queryKey: [...orderKeys.all, 'terms'] })
    },
  })
}

/** GET /orders/terms: the terms and conditions the cart's checkbox links to. */
export function useOrderTermsQuery() {
  return useQuery({
    queryKey: [...orderKeys.all, 'terms'],
    queryFn: ({ signal }) => api.getData<OrderTerms>(`${base}/terms`, { signal }),
    staleTime: 5 * 60_000,
  })
}
