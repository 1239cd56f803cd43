import type { Checkout, OnlinePayment } from '@portico/contracts'
import { useMutation, useQuery } from '@tanstack/react-query'
import { api } from '../../shared/api/api.ts'
import { currentLanguage } from '../../shared/i18n/i18n.ts'

/** The states an online payment can still leave: its page keeps asking while it is in one. */
const UNSETTLED = ['open', 'pending', 'authorized']

/** POST /finances/documents/:id/pay, then the browser goes to the provider's checkout. */
export function usePayMutation() {
  return useMutation({
    mutationFn: async (invoiceId: string) =>
      (
        await api.post<{ data: Checkout }>(
          `/api/v1/finances/documents/${encodeURIComponent(invoiceId)}/pay`,
          undefined,
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
