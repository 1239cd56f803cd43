import type { BillingDocument, CustomerAccount, Payment, RefundInput } from '@portico/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api.ts'
import { useAuth } from '../../shared/auth/useAuth.ts'
import { currentLanguage } from '../../shared/i18n/i18n.ts'
import { documentKeys } from './queries.ts'

// The customer account (accounts receivable): staff's view of a customer, the company's own view.

const language = () => ({ 'Accept-Language': currentLanguage() })
const customerAccount = (id: string) => `/api/v1/customers/${encodeURIComponent(id)}/account`

export const accountKeys = {
  all: ['customer-account'] as const,
  customer: (id: string, currency: string | null) => [...accountKeys.all, 'customer', id, currency] as const,
  mine: (scope: string | null, companyId: string, currency: string | null) =>
    [...accountKeys.all, 'mine', scope, companyId, currency] as const,
}

/** GET /customers/:id/account (staff): open, credit and the ledger in one currency. */
export function useCustomerAccountQuery(customerId: string, currency: string | null, enabled = true) {
  return useQuery({
    enabled,
    queryKey: accountKeys.customer(customerId, currency),
    queryFn: ({ signal }) =>
      api.getData<CustomerAccount>(customerAccount(customerId), {
        query: { currency: currency ?? undefined },
        signal,
      }),
  })
}

/** The account's totals only (its credit, say), without its entries. */
export function useCustomerAccountTotalsQuery(customerId: string, currency: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...accountKeys.customer(customerId, currency), 'totals'],
    queryFn: ({ signal }) =>
      api.getData<CustomerAccount>(customerAccount(customerId), { query: { currency, limit: 0 }, signal }),
  })
}

/** GET /finances/account: the account of one of the user's companies (the one in scope). */
export function useMyAccountQuery(companyId: string, currency: string | null) {
  const scope = useAuth((state) => state.companyScope)
  return useQuery({
    queryKey: accountKeys.mine(scope, companyId, currency),
    queryFn: ({ signal }) =>
      api.getData<CustomerAccount>('/api/v1/finances/account', {
        query: { company_id: companyId, currency: currency ?? undefined },
        signal,
      }),
  })
}

/** What a money action changes: the accounts, the documents and their payments. */
function useMoneyChanged() {
  const queryClient = useQueryClient()
  return () => {
    void queryClient.invalidateQueries({ queryKey: accountKeys.all })
    void queryClient.invalidateQueries({ queryKey: documentKeys.all })
  }
}

/** POST /customers/:id/account/refunds: credit paid back by bank transfer (one key per dialog). */
export function useRefundMutation(customerId: string) {
  const changed = useMoneyChanged()
  return useMutation({
    mutationFn: async ({ key, refund }: { key: string; refund: RefundInput }) =>
      (
        await api.post<{ data: CustomerAccount }>(`${customerAccount(customerId)}/refunds`, refund, {
          headers: { ...language(), 'Idempotency-Key': key },
        })
      ).data,
    onSuccess: changed,
  })
}

/** POST /billing/payments/:id/reverse with the reason. */
export function useReversePaymentMutation() {
  const changed = useMoneyChanged()
  return useMutation({
    mutationFn: async ({ id, reason }: { id: string; reason: string }) =>
      (
        await api.post<{ data: Payment }>(
          `/api/v1/billing/payments/${encodeURIComponent(id)}/reverse`,
          { reason },
          {
            headers: language(),
          },
        )
      ).data,
    onSuccess: changed,
  })
}

/** POST /billing/documents/:id/apply-credit: the customer's credit pays this invoice. */
export function useApplyCreditMutation() {
  const changed = useMoneyChanged()
  return useMutation({
    mutationFn: async (id: string) =>
      (
        await api.post<{ data: BillingDocument }>(
          `/api/v1/billing/documents/${encodeURIComponent(id)}/apply-credit`,
          undefined,
          { headers: language() },
        )
      ).data,
    onSuccess: changed,
  })
}
