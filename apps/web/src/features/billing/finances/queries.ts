import type { BillingDocument } from '@portico/contracts'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { useAuth } from '../../../shared/auth/useAuth.ts'
import { currentLanguage } from '../../../shared/i18n/i18n.ts'
import { type DocumentList, type ListParams, versionedPdfQuery } from '../queries.ts'

const base = '/api/v1/finances/documents'
const one = (id: string) => `${base}/${encodeURIComponent(id)}`

/** The customer's own documents; keyed by company scope, which decides what the API returns. */
export const financeKeys = {
  all: ['finances'] as const,
  lists: () => [...financeKeys.all, 'list'] as const,
  list: (scope: string | null, params: ListParams) => [...financeKeys.all, 'list', scope, params] as const,
  detail: (scope: string | null, id: string) => [...financeKeys.all, 'detail', scope, id] as const,
  pdf: (id: string, version: number) => [...financeKeys.all, 'pdf', id, version] as const,
}

const useScope = () => useAuth((state) => state.companyScope)

/** GET /finances/documents: issued documents of the companies in scope (never drafts). */
export function useFinanceListQuery(params: ListParams) {
  const scope = useScope()
  return useQuery({
    queryKey: financeKeys.list(scope, params),
    queryFn: ({ signal }) => api.get<DocumentList>(base, { query: params, signal }),
    placeholderData: keepPreviousData,
  })
}

/** GET /finances/documents/:id. */
export function useFinanceDocumentQuery(id: string) {
  const scope = useScope()
  return useQuery({
    queryKey: financeKeys.detail(scope, id),
    queryFn: ({ signal }) => api.getData<BillingDocument>(one(id), { signal }),
  })
}

/** GET /finances/documents/:id/pdf, kept per version (an issued document's PDF never changes). */
export function useFinancePdfQuery(id: string, version: number | undefined) {
  return useQuery(versionedPdfQuery(financeKeys.pdf(id, version ?? -1), `${one(id)}/pdf`, version))
}

/** POST /finances/documents/:id/accept or /decline (open quotes; company admins and billing users). */
export function useQuoteDecisionMutation() {
  const queryClient = useQueryClient()
  const scope = useScope()
  return useMutation({
    mutationFn: async ({ id, decision }: { id: string; decision: 'accept' | 'decline' }) =>
      (
        await api.post<{ data: BillingDocument }>(`${one(id)}/${decision}`, undefined, {
          headers: { 'Accept-Language': currentLanguage() },
        })
      ).data,
    onSuccess: (doc) => {
      queryClient.setQueryData(financeKeys.detail(scope, doc.id), doc)
      void queryClient.invalidateQueries({ queryKey: financeKeys.lists() })
    },
  })
}

export function financePdfPath(id: string): string {
  return `${one(id)}/pdf`
}
