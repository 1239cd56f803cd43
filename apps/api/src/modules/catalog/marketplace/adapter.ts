/**
 * The cloud marketplace behind one interface, shaped by the Ingram Micro Cloud Marketplace API
 * (CloudBlue Commerce "CMP API"): products are the distributor's resource rates, identified by MPN
 * and vendor, with prices (MSRP) and costs per currency, a billing period and a subscription period.
 * Lists come in pages of { data, pagination: { offset, limit, total } }.
 */
export type CmpPeriod = { type: 'day' | 'month' | 'year' | 'statement_day'; duration: number }
export type CmpPrice = { type: string; amount: string; currency: string }
export type CmpProduct = {
  id: string
  mpn: string
  vendor: string
  name: string
  minimumQuantity: number
  maximumQuantity: number | null
  prices: CmpPrice[]
  costs: CmpPrice[]
  billingPeriod: CmpPeriod
  subscriptionPeriod: CmpPeriod
  billingModel: string
}
export type CmpPage<T> = { data: T[]; pagination: { offset: number; limit: number; total: number } }

export type MarketplaceAdapter = {
  mode: 'sandbox' | 'live'
  /** GET /products: one page of the distributor's catalogue. */
  products(page: { offset: number; limit: number }): Promise<CmpPage<CmpProduct>>
}

/** Every product of the catalogue, page by page (the distributor's limit is 100 a page). */
export async function allProducts(adapter: MarketplaceAdapter): Promise<CmpProduct[]> {
  const all: CmpProduct[] = []
  for (let offset = 0; offset < 10_000; ) {
    const page = await adapter.products({ offset, limit: 100 })
    all.push(...page.data)
    offset += page.data.length
    if (page.data.length === 0 || offset >= page.pagination.total) break
  }
  return all
}
