import type {
  BankEntry,
  BankEntryStatus,
  Checkout,
  DirectDebit,
  DirectDebitBatch,
  DirectDebitStatus,
  Mandate,
  MandateInput,
  OnlinePayment,
  PaymentAccount,
  PaymentMandate,
  ProviderRefund,
  ProviderRefundInput,
  RefundablePayment,
  StatementImport,
} from '@portico/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '../../shared/api/ApiError.ts'
import { api } from '../../shared/api/api.ts'
import { authorizedFetch } from '../../shared/api/download.ts'
import { currentLanguage } from '../../shared/i18n/i18n.ts'

/** The states an online payment can still leave: its page keeps asking while it is in one. */
const UNSETTLED = ['open', 'pending', 'authorized']

/** POST /finances/documents/:id/pay, then the browser goes to the provider's checkout. */
export function usePayMutation() {
  return useMutation({
    mutationFn: async ({ invoiceId, automatic }: { invoiceId: string; automatic: boolean }) =>
      (
        await api.post<{ data: Checkout }>(
          `/api/v1/finances/documents/${encodeURIComponent(invoiceId)}/pay`,
          automatic ? { automatic } : undefined,
          { headers: { 'Accept-Language': currentLanguage() } },
        )
      ).data,
    onSuccess: (checkout) => window.location.assign(checkout.checkout_url),
  })
}

/** GET /finances/online-payments/:id, asked again every two seconds until the provider has settled it. */
export function useOnlinePaymentQuery(id: string | null) {
  return useQuery({
    queryKey: ['online-payment', id],
    queryFn: ({ signal }) =>
      api.getData<OnlinePayment>(`/api/v1/finances/online-payments/${encodeURIComponent(id ?? '')}`, {
        signal,
      }),
    enabled: Boolean(id),
    refetchInterval: (query) => (UNSETTLED.includes(query.state.data?.status ?? 'open') ? 2_000 : false),
  })
}

const bankKeys = { entries: (status: BankEntryStatus | null) => ['bank-entries', status] as const }

/** GET /billing/bank-entries: a statement's bookings, newest first (staff). */
export function useBankEntriesQuery(status: BankEntryStatus | null) {
  return useQuery({
    queryKey: bankKeys.entries(status),
    queryFn: ({ signal }) =>
      api.getData<BankEntry[]>('/api/v1/billing/bank-entries', {
        query: { status: status ?? undefined },
        signal,
      }),
  })
}

/** What a statement changed: its bookings, the invoices and accounts they paid. */
function useBankChanged() {
  const queryClient = useQueryClient()
  return () => {
    for (const key of ['bank-entries', 'billing-documents', 'customer-account'])
      void queryClient.invalidateQueries({ queryKey: [key] })
  }
}

/** POST /billing/bank-statements with the file as a multipart field `file`. */
export function useImportStatementMutation() {
  const changed = useBankChanged()
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData()
      form.append('file', file, file.name)
      const response = await authorizedFetch('/api/v1/billing/bank-statements', {
        method: 'POST',
        body: form,
      })
      if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => null))
      return ((await response.json()) as { data: StatementImport }).data
    },
    onSuccess: changed,
  })
}

/** POST /billing/bank-entries/:id/assign: an unmatched credit to a customer's account. */
export function useAssignEntryMutation() {
  const changed = useBankChanged()
  return useMutation({
    mutationFn: async ({ id, customerId }: { id: string; customerId: string }) =>
      (
        await api.post<{ data: BankEntry }>(
          `/api/v1/billing/bank-entries/${encodeURIComponent(id)}/assign`,
          { customer_id: customerId },
          { headers: { 'Accept-Language': currentLanguage() } },
        )
      ).data,
    onSuccess: changed,
  })
}

// SEPA direct debit through the provider's own bank: mandates, collections and batch files.

const debitKeys = {
  mandates: (customerId: string) => ['mandates', customerId] as const,
  collections: (side: 'billing' | 'finances', query: object) => ['direct-debits', side, query] as const,
  batches: ['direct-debit-batches'] as const,
}

/** GET /customers/:id/mandates: the customer's mandates, newest first (staff). */
export function useMandatesQuery(customerId: string) {
  return useQuery({
    queryKey: debitKeys.mandates(customerId),
    queryFn: ({ signal }) =>
      api.getData<Mandate[]>(`/api/v1/customers/${encodeURIComponent(customerId)}/mandates`, { signal }),
  })
}

/** What a mandate change touches: the mandates, the collections it scheduled or cancelled. */
function useDebitsChanged() {
  const queryClient = useQueryClient()
  return () => {
    for (const key of ['mandates', 'direct-debits', 'direct-debit-batches', 'billing-documents'])
      void queryClient.invalidateQueries({ queryKey: [key] })
  }
}

const withLanguage = () => ({ headers: { 'Accept-Language': currentLanguage() } })

/** POST /customers/:id/mandates: a signed mandate; the customer's open invoices are scheduled. */
export function useCreateMandateMutation(customerId: string) {
  const changed = useDebitsChanged()
  return useMutation({
    mutationFn: async (input: MandateInput) =>
      (
        await api.post<{ data: Mandate }>(
          `/api/v1/customers/${encodeURIComponent(customerId)}/mandates`,
          input,
          withLanguage(),
        )
      ).data,
    onSuccess: changed,
  })
}

/** POST /customers/:id/mandates/:mandate/revoke. */
export function useRevokeMandateMutation(customerId: string) {
  const changed = useDebitsChanged()
  return useMutation({
    mutationFn: async (mandateId: string) =>
      (
        await api.post<{ data: Mandate }>(
          `/api/v1/customers/${encodeURIComponent(customerId)}/mandates/${encodeURIComponent(mandateId)}/revoke`,
          undefined,
          withLanguage(),
        )
      ).data,
    onSuccess: changed,
  })
}

/** GET /billing/direct-debits (staff) or /finances/direct-debits (the caller's own companies). */
export function useDirectDebitsQuery(
  side: 'billing' | 'finances',
  query: { status?: DirectDebitStatus; document_id?: string },
  enabled = true,
) {
  return useQuery({
    queryKey: debitKeys.collections(side, query),
    queryFn: ({ signal }) => api.getData<DirectDebit[]>(`/api/v1/${side}/direct-debits`, { query, signal }),
    enabled,
  })
}

/** GET /billing/direct-debit-batches: the batch files made, newest first (staff). */
export function useDirectDebitBatchesQuery() {
  return useQuery({
    queryKey: debitKeys.batches,
    queryFn: ({ signal }) =>
      api.getData<DirectDebitBatch[]>('/api/v1/billing/direct-debit-batches', { signal }),
  })
}

/** POST /billing/direct-debit-batches: the batch of every collection scheduled by the date. */
export function useMakeBatchMutation() {
  const changed = useDebitsChanged()
  return useMutation({
    mutationFn: async (collectionDate: string) =>
      (
        await api.post<{ data: DirectDebitBatch }>(
          '/api/v1/billing/direct-debit-batches',
          { collection_date: collectionDate },
          withLanguage(),
        )
      ).data,
    onSuccess: changed,
  })
}

export const batchFilePath = (id: string) =>
  `/api/v1/billing/direct-debit-batches/${encodeURIComponent(id)}/file`

/** GET /finances/payment-mandates: the company's automatic payment at the provider, if any. */
export function usePaymentMandatesQuery(scope: string | null) {
  return useQuery({
    queryKey: ['payment-mandates', scope],
    queryFn: ({ signal }) => api.getData<PaymentMandate[]>('/api/v1/finances/payment-mandates', { signal }),
  })
}

/** POST /finances/payment-mandates/:id/revoke: automatic payment stops. */
export function useStopAutomaticMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) =>
      (
        await api.post<{ data: PaymentMandate }>(
          `/api/v1/finances/payment-mandates/${encodeURIComponent(id)}/revoke`,
          undefined,
          withLanguage(),
        )
      ).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['payment-mandates'] }),
  })
}

/** GET /customers/:id/online-payments: the customer's paid online payments and what can be refunded (staff). */
export function useRefundablePaymentsQuery(customerId: string, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['refundable-payments', customerId],
    queryFn: ({ signal }) =>
      api.getData<RefundablePayment[]>(
        `/api/v1/customers/${encodeURIComponent(customerId)}/online-payments`,
        {
          signal,
        },
      ),
  })
}

/** POST /customers/:id/account/provider-refunds: credit back to the account or card of a payment. */
export function useProviderRefundMutation(customerId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: ProviderRefundInput) =>
      (
        await api.post<{ data: ProviderRefund }>(
          `/api/v1/customers/${encodeURIComponent(customerId)}/account/provider-refunds`,
          input,
          withLanguage(),
        )
      ).data,
    onSettled: () => {
      for (const key of ['refundable-payments', 'customer-account'])
        void queryClient.invalidateQueries({ queryKey: [key] })
    },
  })
}

const accountPath = '/api/v1/billing/payment-account'
const accountKey = ['payments', 'account']

/** The books' payment account: their own Mollie account, or the platform's provider. */
export function usePaymentAccountQuery() {
  return useQuery({
    queryKey: accountKey,
    queryFn: ({ signal }) => api.getData<PaymentAccount>(accountPath, { signal }),
  })
}

/** Sets (an API key) or removes (null) the books' own account. */
export function usePaymentAccountMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (apiKey: string | null) =>
      (
        await api.request<{ data: PaymentAccount }>(
          apiKey ? 'POST' : 'DELETE',
          accountPath,
          apiKey ? { body: { api_key: apiKey } } : {},
        )
      ).data,
    onSuccess: (account) => queryClient.setQueryData(accountKey, account),
  })
}
