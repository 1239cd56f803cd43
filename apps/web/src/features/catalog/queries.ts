import type {
  Company,
  MarketplaceImport,
  MarketplaceListResponse,
  MarketplaceProduct,
  Offer,
  Product,
  ProductInput,
  ProductListQuery,
  ProductListResponse,
  Promotion,
  PromotionInput,
  ResellerPriceRow,
  ResellerPricesInput,
} from '@portico/contracts'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api.ts'
import { ifMatch } from '../../shared/api/ifMatch.ts'

export type ProductListParams = Partial<Omit<ProductListQuery, 'limit'>> & { limit?: number }

const products = '/api/v1/catalog/products'
const promotions = '/api/v1/catalog/promotions'

export const catalogKeys = {
  all: ['catalog'] as const,
  products: () => [...catalogKeys.all, 'products'] as const,
  productList: (params: ProductListParams) => [...catalogKeys.products(), 'list', params] as const,
  product: (id: string) => [...catalogKeys.products(), 'detail', id] as const,
  promotions: (archived: boolean) => [...catalogKeys.all, 'promotions', archived] as const,
  company: (id: string) => [...catalogKeys.all, 'company', id] as const,
  priceList: (companyId: string) => [...catalogKeys.all, 'price-list', companyId] as const,
  resellerPrices: (resellerId: string) => [...catalogKeys.all, 'reseller-prices', resellerId] as const,
  marketplace: () => [...catalogKeys.all, 'marketplace'] as const,
}

const marketplace = '/api/v1/catalog/marketplace'

/** GET /catalog/marketplace/products: the distributor's products, searched and paged. */
export function useMarketplaceQuery(params: { q?: string; offset: number; limit: number }) {
  return useQuery({
    queryKey: [...catalogKeys.marketplace(), 'list', params],
    queryFn: ({ signal }) =>
      api.get<MarketplaceListResponse>(`${marketplace}/products`, { query: params, signal }),
    placeholderData: keepPreviousData,
  })
}

/** GET /catalog/marketplace/products/:mpn (disabled without an MPN). */
export function useMarketplaceProductQuery(mpn: string | null | undefined) {
  return useQuery({
    queryKey: [...catalogKeys.marketplace(), 'detail', mpn ?? ''],
    queryFn: ({ signal }) =>
      api.getData<MarketplaceProduct>(`${marketplace}/products/${encodeURIComponent(mpn ?? '')}`, { signal }),
    enabled: Boolean(mpn),
  })
}

/** POST /catalog/marketplace/imports: the product, made from the distributor's, at a resale price. */
export function useImportMarketplaceMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: MarketplaceImport) =>
      (await api.post<{ data: Product }>(`${marketplace}/imports`, input)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
  })
}

/** GET /catalog/products: one keyset page. */
export function useProductListQuery(params: ProductListParams) {
  return useQuery({
    queryKey: catalogKeys.productList(params),
    queryFn: ({ signal }) => api.get<ProductListResponse>(products, { query: params, signal }),
    placeholderData: keepPreviousData,
  })
}

/** GET /catalog/products/:id (disabled without an id: a new product). */
export function useProductQuery(id: string | undefined) {
  return useQuery({
    queryKey: catalogKeys.product(id ?? ''),
    queryFn: ({ signal }) => api.getData<Product>(`${products}/${id}`, { signal }),
    enabled: Boolean(id),
  })
}

/** POST /catalog/products, or PUT /catalog/products/:id with If-Match. */
export function useSaveProductMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, version, input }: { id?: string; version?: number; input: ProductInput }) =>
      (id
        ? await api.put<{ data: Product }>(products, id, input, {
            headers: ifMatch(version ?? 0),
          })
        : await api.post<{ data: Product }>(products, input)
      ).data,
    onSuccess: (product) => {
      queryClient.setQueryData(catalogKeys.product(product.id), product)
      void queryClient.invalidateQueries({ queryKey: [...catalogKeys.products(), 'list'] })
    },
  })
}

/** POST /catalog/products/:id/archive or /restore. */
export function useArchiveProductMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, archived }: { id: string; archived: boolean }) =>
      (await api.post<{ data: Product }>(`${products}/${id}/${archived ? 'archive' : 'restore'}`)).data,
    onSuccess: (product) => {
      queryClient.setQueryData(catalogKeys.product(product.id), product)
      void queryClient.invalidateQueries({ queryKey: [...catalogKeys.products(), 'list'] })
    },
  })
}

/** GET /catalog/promotions. */
export function usePromotionsQuery(archived: boolean) {
  return useQuery({
    queryKey: catalogKeys.promotions(archived),
    queryFn: ({ signal }) =>
      api.getData<Promotion[]>(promotions, {
        query: { status: archived ? 'archived' : 'active' },
        signal,
      }),
  })
}

/** POST /catalog/promotions, PUT /:id (If-Match), or archive / restore. */
export function useSavePromotionMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (
      change: { id?: string; version?: number; input: PromotionInput } | { id: string; archived: boolean },
    ) => {
      if ('archived' in change) {
        const action = change.archived ? 'archive' : 'restore'
        return (await api.post<{ data: Promotion }>(`${promotions}/${change.id}/${action}`)).data
      }
      const headers = ifMatch(change.version ?? 0)
      return (
        change.id
          ? await api.put<{ data: Promotion }>(promotions, change.id, change.input, { headers })
          : await api.post<{ data: Promotion }>(promotions, change.input)
      ).data
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...catalogKeys.all, 'promotions'] }),
  })
}

/** GET /companies/:id: the kind decides which price list a company sees. */
export function useCompanyQuery(id: string | null) {
  return useQuery({
    queryKey: catalogKeys.company(id ?? ''),
    queryFn: ({ signal }) => api.getData<Company>(`/api/v1/companies/${id}`, { signal }),
    enabled: Boolean(id),
  })
}

/** GET /catalog/companies/:id/price-list: what the company pays (its provider's or its reseller's list). */
export function useCompanyPriceListQuery(companyId: string | null, enabled = true) {
  return useQuery({
    queryKey: catalogKeys.priceList(companyId ?? ''),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: Offer[] }>(`/api/v1/catalog/companies/${companyId}/price-list`, { signal }))
        .data,
    enabled: Boolean(companyId) && enabled,
  })
}

/** GET /catalog/resellers/:id/prices: purchase price, sale price and margin per product and period. */
export function useResellerPricesQuery(resellerId: string | null, enabled = true) {
  return useQuery({
    queryKey: catalogKeys.resellerPrices(resellerId ?? ''),
    queryFn: ({ signal }) =>
      api.getData<ResellerPriceRow[]>(`/api/v1/catalog/resellers/${resellerId}/prices`, {
        signal,
      }),
    enabled: Boolean(resellerId) && enabled,
  })
}

/** PUT /catalog/resellers/:id/prices/:productId: the reseller's sale prices of one product. */
export function useSetResellerPricesMutation(resellerId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ productId, input }: { productId: string; input: ResellerPricesInput }) =>
      api.put<{ data: ResellerPriceRow[] }>(
        `/api/v1/catalog/resellers/${resellerId}/prices`,
        productId,
        input,
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: catalogKeys.resellerPrices(resellerId) })
      void queryClient.invalidateQueries({ queryKey: [...catalogKeys.all, 'price-list'] })
    },
  })
}

/** The billing settings' VAT rates: a product's rate is one of them. */
export function useVatRatesQuery() {
  return useQuery({
    queryKey: [...catalogKeys.all, 'vat-rates'],
    queryFn: async ({ signal }) =>
      (
        await api.getData<{ vat_rates: { rate_bp: number; label: string }[] }>('/api/v1/billing/settings', {
          signal,
        })
      ).vat_rates,
    staleTime: 60_000,
  })
}
