import type { MicrosoftOffer, MicrosoftOrderInput, MicrosoftOrderResult } from '@portico/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api.ts'
import { orderKeys } from '../orders/queries.ts'
import { microsoftKeys } from './queries.ts'

const forCompany = (companyId: string) => ({ headers: { 'X-Company': companyId } })

/** The SKUs the company may order, with their terms at its prices. */
export function useMicrosoftOffersQuery(company: string | null) {
  return useQuery({
    queryKey: [...microsoftKeys.all, 'offers', company ?? ''],
    queryFn: ({ signal }) =>
      api.getData<MicrosoftOffer[]>('/api/v1/microsoft/offers', { ...forCompany(company ?? ''), signal }),
    enabled: Boolean(company),
  })
}

/** Seats for a tenant into the company's cart. */
export function useOrderMicrosoft(company: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: MicrosoftOrderInput) =>
      (await api.post<{ data: MicrosoftOrderResult }>('/api/v1/microsoft/orders', input, forCompany(company)))
        .data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: orderKeys.cart(company) }),
  })
}
