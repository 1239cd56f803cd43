import type {
  BillingDocument,
  CreditNoteInput,
  Customer,
  DocumentInput,
  DocumentListQuery,
  DocumentSummary,
  Payment,
  PaymentInput,
} from '@portico/contracts'
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '../../shared/api/ApiError.ts'
import { api } from '../../shared/api/api.ts'
import { fetchBlob } from '../../shared/api/download.ts'
import { ifMatch } from '../../shared/api/ifMatch.ts'
import { currentLanguage } from '../../shared/i18n/i18n.ts'

export type ListParams = Partial<Omit<DocumentListQuery, 'limit'>> & { limit?: number }
export type DocumentList = {
  data: DocumentSummary[]
  next_cursor: string | null
  totals: { currency: string; total_minor: number; balance_minor: number }[]
}

const base = '/api/v1/billing/documents'
const one = (id: string) => `${base}/${encodeURIComponent(id)}`
/** The API answers in this language (validation messages, PDF of a draft preview). */
const language = () => ({ 'Accept-Language': currentLanguage() })

export const documentKeys = {
  all: ['billing-documents'] as const,
  lists: () => [...documentKeys.all, 'list'] as const,
  list: (params: ListParams) => [...documentKeys.all, 'list', params] as const,
  detail: (id: string) => [...documentKeys.all, 'detail', id] as const,
  payments: (id: string) => [...documentKeys.all, 'detail', id, 'payments'] as const,
  pdf: (id: string, version: number) => [...documentKeys.all, 'detail', id, 'pdf', version] as const,
  customers: (q: string) => ['billing-customers', q] as const,
  customer: (id: string) => ['billing-customers', 'detail', id] as const,
}

/** GET /billing/documents: one keyset page, the next cursor and the sums over the whole filter. */
export function useDocumentListQuery(params: ListParams) {
  return useQuery({
    queryKey: documentKeys.list(params),
    queryFn: ({ signal }) => api.get<DocumentList>(base, { query: params, signal }),
    placeholderData: keepPreviousData,
  })
}

export const documentQuery = (id: string) =>
  queryOptions({
    queryKey: documentKeys.detail(id),
    queryFn: ({ signal }) => api.getData<BillingDocument>(one(id), { signal }),
  })

/** GET /billing/documents/:id. */
export function useDocumentQuery(id: string) {
  return useQuery(documentQuery(id))
}

/** The PDF as the server renders it now (a draft is a preview); keyed by version so edits refresh it. */
export function useDocumentPdfQuery(id: string, version: number | undefined) {
  return useQuery(versionedPdfQuery(documentKeys.pdf(id, version ?? -1), `${one(id)}/pdf`, version))
}

/** A document's PDF, fetched once per version: a version's PDF never changes. */
export const versionedPdfQuery = (
  queryKey: readonly unknown[],
  url: string,
  version: number | undefined,
) => ({
  queryKey,
  queryFn: () => fetchBlob(url, 'application/pdf'),
  enabled: version !== undefined,
  staleTime: Number.POSITIVE_INFINITY,
})

/** GET /billing/documents/:id/payments. */
export function usePaymentsQuery(id: string, enabled: boolean) {
  return useQuery({
    queryKey: documentKeys.payments(id),
    queryFn: ({ signal }) => api.getData<Payment[]>(`${one(id)}/payments`, { signal }),
    enabled,
  })
}

/** Customers to bill: GET /customers?q= (keyset; the first page is enough for a picker). */
export function useCustomerSearchQuery(q: string) {
  return useQuery({
    queryKey: documentKeys.customers(q),
    queryFn: ({ signal }) =>
      api.get<{ data: Customer[] }>('/api/v1/customers', {
        query: { q: q || undefined, limit: 20, billable: 'true' },
        signal,
      }),
    placeholderData: keepPreviousData,
    select: (page) => page.data,
  })
}

/**
 * The billed party's defaults (language, currency, terms) and VAT status for reverse charge: a
 * customer, or a reseller (the provider bills its resellers).
 */
export function useCustomerQuery(id: string | null) {
  return useQuery({
    queryKey: documentKeys.customer(id ?? ''),
    queryFn: async ({ signal }) => {
      const path = (plural: string) => `/api/v1/${plural}/${encodeURIComponent(id ?? '')}`
      try {
        return (await api.get<{ data: Customer }>(path('customers'), { signal })).data
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 404) throw error
        return (await api.get<{ data: Customer }>(path('resellers'), { signal })).data
      }
    },
    enabled: Boolean(id),
  })
}

function useDocumentUpdate() {
  const queryClient = useQueryClient()
  return (doc: BillingDocument) => {
    queryClient.setQueryData(documentKeys.detail(doc.id), doc)
    void queryClient.invalidateQueries({ queryKey: documentKeys.lists() })
    // Issuing a credit note credits its invoice; converting marks the quote.
    for (const related of [doc.original_id, doc.quote_id])
      if (related) void queryClient.invalidateQueries({ queryKey: documentKeys.detail(related) })
  }
}

export type SaveDraft = { id?: string; version?: number; input: DocumentInput }

/** POST a new draft, or PUT a draft with If-Match (412 when someone else saved it first). */
export function useSaveDraftMutation() {
  const updated = useDocumentUpdate()
  return useMutation({
    mutationFn: async ({ id, version, input }: SaveDraft) => {
      const response = id
        ? await api.put<{ data: BillingDocument }>(base, id, input, {
            headers: { ...language(), ...ifMatch(version ?? 0) },
          })
        : await api.post<{ data: BillingDocument }>(base, input, { headers: language() })
      return response.data
    },
    onSuccess: updated,
  })
}

/** DELETE a draft (issued documents are never deleted). */
export function useDeleteDraftMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(one(id), { headers: language() }),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: documentKeys.detail(id) })
      void queryClient.invalidateQueries({ queryKey: documentKeys.lists() })
    },
  })
}

type Keyed = { id: string; key: string }

/** POST /:id/{issue|send|payments|convert|credit-notes}; the key makes a retry of one click safe. */
function useDocumentAction<V extends Keyed>(path: string, body: (v: V) => unknown, idempotent: boolean) {
  const updated = useDocumentUpdate()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (variables: V) =>
      (
        await api.post<{ data: BillingDocument }>(`${one(variables.id)}/${path}`, body(variables), {
          headers: { ...language(), ...(idempotent ? { 'Idempotency-Key': variables.key } : {}) },
        })
      ).data,
    onSuccess: (doc, variables) => {
      updated(doc)
      // A conversion or credit note changes the original too (its link, its balance).
      if (doc.id !== variables.id)
        void queryClient.invalidateQueries({ queryKey: documentKeys.detail(variables.id) })
      else void queryClient.invalidateQueries({ queryKey: documentKeys.payments(doc.id) })
    },
  })
}

export const useIssueMutation = () => useDocumentAction<Keyed>('issue', () => undefined, true)

export type SendVariables = Keyed & { to?: string; subject?: string; body?: string }
export const useSendMutation = () =>
  useDocumentAction<SendVariables>('send', ({ to, subject, body }) => ({ to, subject, body }), true)

export type PaymentVariables = Keyed & { payment: PaymentInput }
export const usePaymentMutation = () =>
  useDocumentAction<PaymentVariables>('payments', ({ payment }) => payment, true)

export type CreditVariables = Keyed & { input: CreditNoteInput }
export const useCreditNoteMutation = () =>
  useDocumentAction<CreditVariables>('credit-notes', ({ input }) => input, false)

export const useConvertMutation = () => useDocumentAction<Keyed>('convert', () => undefined, false)
