import type {
  SslCertificate,
  SslCertificateListItem,
  SslDownload,
  SslOffer,
  SslOrderInput,
  SslOrderResult,
  SslProduct,
  SslProductInput,
} from '@portico/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { errorStatus } from '../../shared/api/ApiError.ts'
import { api } from '../../shared/api/api.ts'
import { useCompanyQuery, useScopedQuery } from '../../shared/api/useScopedQuery.ts'
import { catalogKeys } from '../catalog/queries.ts'
import { useOrderIntoCart } from '../orders/queries.ts'

const products = '/api/v1/ssl/products'
const certificates = '/api/v1/ssl/certificates'
const etag = (version: number) => `W/"${version}"`

export const sslKeys = {
  all: ['ssl'] as const,
  products: () => [...sslKeys.all, 'products'] as const,
  product: (code: string) => [...sslKeys.products(), code] as const,
  offers: (company: string) => [...sslKeys.all, 'offers', company] as const,
  certificates: () => [...sslKeys.all, 'certificates'] as const,
  list: (scope: string | null) => [...sslKeys.certificates(), 'list', scope] as const,
  certificate: (id: string) => [...sslKeys.certificates(), 'detail', id] as const,
}

export function useSslProductsQuery() {
  return useQuery({
    queryKey: sslKeys.products(),
    queryFn: ({ signal }) => api.getData<SslProduct[]>(products, { signal }),
  })
}

/** GET /ssl/products/:product; null when the catalogue does not have it yet (saving creates it). */
export function useSslProductQuery(code: string) {
  return useQuery({
    queryKey: sslKeys.product(code),
    queryFn: async ({ signal }): Promise<SslProduct | null> => {
      try {
        return await api.getData<SslProduct>(`${products}/${encodeURIComponent(code)}`, { signal })
      } catch (error) {
        if (errorStatus(error) === 404) return null
        throw error
      }
    },
    enabled: code !== '',
  })
}

/** POST /ssl/products (no version yet), or PUT /ssl/products/:product with If-Match. */
export function useSaveSslProductMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ version, input }: { version?: number; input: SslProductInput }) =>
      (version === undefined
        ? await api.post<{ data: SslProduct }>(products, input)
        : await api.put<{ data: SslProduct }>(products, input.ca_product, input, {
            headers: { 'If-Match': etag(version) },
          })
      ).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(sslKeys.product(saved.ca_product), saved)
      void queryClient.invalidateQueries({ queryKey: sslKeys.products() })
      void queryClient.invalidateQueries({ queryKey: catalogKeys.products() })
    },
  })
}

/** The SSL products the company may order, at its prices. */
export const useSslOffersQuery = (company: string | null) =>
  useCompanyQuery<SslOffer[]>(sslKeys.offers(company ?? ''), '/api/v1/ssl/offers', company)

export function useCertificatesQuery() {
  return useScopedQuery<SslCertificateListItem[]>(sslKeys.list, certificates)
}

/** A certificate; while it waits (for the order, for validation) it is asked again every few seconds. */
export function useCertificateQuery(id: string) {
  return useQuery({
    queryKey: sslKeys.certificate(id),
    queryFn: ({ signal }) =>
      api.getData<SslCertificate>(`${certificates}/${encodeURIComponent(id)}`, { signal }),
    enabled: id !== '',
    refetchInterval: (query) =>
      ['awaiting_order', 'pending'].includes(query.state.data?.status ?? '') || query.state.data?.reissuing
        ? 4000
        : false,
  })
}

/** POST /ssl/certificates: the order judged and put in the company's cart. */
export const useOrderCertificate = (company: string) =>
  useOrderIntoCart<SslOrderInput, SslOrderResult>(certificates, company, sslKeys.certificates())

/** The actions on one certificate; each answers the certificate as it is now. */
export function useCertificateAction(id: string) {
  const queryClient = useQueryClient()
  const one = `${certificates}/${encodeURIComponent(id)}`
  return useMutation({
    mutationFn: async (
      action:
        | { kind: 'check' }
        | { kind: 'dns-record'; name: string }
        | { kind: 'reissue'; csr: string }
        | { kind: 'revoke'; reason: string },
    ) => {
      const { kind, ...body } = action
      return (await api.post<{ data: SslCertificate }>(`${one}/${kind}`, kind === 'check' ? undefined : body))
        .data
    },
    onSuccess: (certificate) => {
      queryClient.setQueryData(sslKeys.certificate(id), certificate)
      void queryClient.invalidateQueries({ queryKey: sslKeys.list(null).slice(0, 3) })
    },
  })
}

export const downloadCertificate = (id: string) =>
  api.getData<SslDownload>(`${certificates}/${encodeURIComponent(id)}/download`)
