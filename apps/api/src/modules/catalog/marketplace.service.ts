import type {
  BillingPeriod,
  MarketplaceImport,
  MarketplaceListResponse,
  MarketplaceProduct,
  Product,
} from '@portico/contracts'
import { MarketplaceImportSchema } from '@portico/contracts'
import { currencyExponent } from '@portico/domain'
import type { RequestContext } from '../../auth/context.ts'
import { AppError, NotFound } from '../../lib/errors.ts'
import { withValues } from '../../lib/texts.ts'
import { productIdsByMpn } from './catalog.repository.ts'
import { catalogProvider, createProduct } from './catalog.service.ts'
import { catalogTexts } from './catalog.texts.ts'
import { allProducts, type CmpPeriod, type CmpPrice, type CmpProduct } from './marketplace/adapter.ts'

const PERIODS: Record<string, BillingPeriod> = {
  'month/1': 'P1M',
  'month/3': 'P3M',
  'year/1': 'P1Y',
  'year/2': 'P2Y',
  'year/3': 'P3Y',
}
const periodOf = (p: CmpPeriod): BillingPeriod | undefined => PERIODS[`${p.type}/${p.duration}`]
const toMinor = (price: CmpPrice) =>
  Math.round(Number(price.amount) * 10 ** currencyExponent(price.currency.toUpperCase()))
const recurring = (prices: CmpPrice[]) =>
  prices
    .filter((p) => p.type === 'recurring' && Number.isFinite(Number(p.amount)))
    .map((p) => ({ currency: p.currency.toUpperCase(), amount_minor: toMinor(p) }))

/** A distributor product as the catalogue sees it; one billed per day or per statement cannot be sold by period. */
function toMarketplace(p: CmpProduct, productId: string | null): MarketplaceProduct | null {
  const period = periodOf(p.billingPeriod)
  if (!period) return null
  return {
    mpn: p.mpn,
    vendor: p.vendor,
    name: p.name,
    period,
    term: periodOf(p.subscriptionPeriod) ?? `${p.subscriptionPeriod.type}/${p.subscriptionPeriod.duration}`,
    min_quantity: p.minimumQuantity,
    max_quantity: p.maximumQuantity,
    costs: recurring(p.costs),
    msrp: recurring(p.prices),
    product_id: productId,
  }
}

async function distributorCatalogue(ctx: RequestContext): Promise<CmpProduct[]> {
  try {
    return await allProducts(ctx.platform.marketplace)
  } catch {
    throw new AppError(503, 'unavailable', catalogTexts.marketplaceDown)
  }
}

/** The distributor's products (search on MPN, vendor and name), each with the catalogue product made from it. */
export async function listMarketplace(
  ctx: RequestContext,
  query: { q?: string; offset: number; limit: number },
): Promise<MarketplaceListResponse> {
  const providerId = catalogProvider(ctx)
  const needle = query.q?.toLowerCase()
  const found = (await distributorCatalogue(ctx)).filter(
    (p) => !needle || `${p.mpn} ${p.vendor} ${p.name}`.toLowerCase().includes(needle),
  )
  const page = found.slice(query.offset, query.offset + query.limit)
  const imported = await productIdsByMpn(
    ctx,
    providerId,
    page.map((p) => p.mpn),
  )
  const data = page.flatMap((p) => toMarketplace(p, imported.get(p.mpn) ?? null) ?? [])
  return { data, total: found.length, mode: ctx.platform.marketplace.mode }
}

export async function getMarketplaceProduct(ctx: RequestContext, mpn: string): Promise<MarketplaceProduct> {
  const providerId = catalogProvider(ctx)
  const found = (await distributorCatalogue(ctx)).find((p) => p.mpn === mpn)
  const imported = await productIdsByMpn(ctx, providerId, [mpn])
  const product = found && toMarketplace(found, imported.get(mpn) ?? null)
  if (!product) throw new NotFound(withValues(catalogTexts.marketplaceUnknown, { mpn }))
  return product
}

/** A catalogue code from an MPN: upper case, other characters as '-', at most 40. */
export const codeOfMpn = (mpn: string) =>
  mpn
    .toUpperCase()
    .replace(/[^A-Z0-9._-]/g, '-')
    .replace(/^[^A-Z0-9]+/, '')
    .slice(0, 40) || 'MARKETPLACE'

/**
 * Imports a distributor product as a licence product of the category `marketplace`, sold per unit
 * for the distributor's billing period at the given resale prices, linked to its MPN (once).
 */
export async function importMarketplaceProduct(
  ctx: RequestContext,
  body: MarketplaceImport,
): Promise<Product> {
  const input = MarketplaceImportSchema.parse(body)
  const source = await getMarketplaceProduct(ctx, input.mpn)
  if (source.product_id) {
    throw new AppError(409, 'conflict', withValues(catalogTexts.marketplaceImported, { mpn: input.mpn }), [
      { field: 'mpn', message: 'imported' },
    ])
  }
  const name = source.name.slice(0, 200)
  return createProduct(
    ctx,
    {
      code: codeOfMpn(source.mpn),
      name_en: name,
      name_nl: name,
      description_en: `${source.vendor}, MPN ${source.mpn}`,
      description_nl: `${source.vendor}, MPN ${source.mpn}`,
      category: 'marketplace',
      type: 'license',
      vat_rate_bp: input.vat_rate_bp,
      prices: input.prices.map((p) => ({
        currency: p.currency.toUpperCase(),
        period: source.period,
        price_minor: p.price_minor,
      })),
    },
    { marketplace_mpn: source.mpn },
  )
}
