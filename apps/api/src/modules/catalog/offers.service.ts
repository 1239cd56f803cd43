import type {
  BillingPeriod,
  Offer,
  OfferPrice,
  ProductOption,
  ResellerPriceRow,
  ResellerPricesInput,
} from '@portico/contracts'
import { ResellerPricesInputSchema } from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { canManage, isAdminOf } from '../../auth/permissions.ts'
import { audit } from '../../lib/audit.ts'
import { BadRequest, Forbidden, NotFound } from '../../lib/errors.ts'
import { withValues } from '../../lib/texts.ts'
import { productFacts } from './catalog.repository.ts'
import { catalogTexts } from './catalog.texts.ts'
import {
  findBuyer,
  listOfferRows,
  listResellerPriceRows,
  type OfferRow,
  replaceResellerPrices,
  resellerAbove,
} from './offers.repository.ts'

/** Whose price list a company buys from: its provider's, or (a reseller's customer) its reseller's. */
async function priceListOf(ctx: RequestContext, companyId: string) {
  const buyer = await findBuyer(ctx, companyId)
  if (!buyer) throw new NotFound()
  const providerId = buyer.provider_id ?? buyer.lineage[0] ?? buyer.id
  const resellerId =
    buyer.kind === 'customer' ? ((await resellerAbove(ctx, buyer.lineage, buyer.id)) ?? null) : null
  return { buyer, providerId, resellerId }
}

function toOffers(rows: OfferRow[], source: Offer['source']): Offer[] {
  const offers = new Map<string, Offer>()
  for (const { product, ...price } of rows) {
    let offer = offers.get(product.id)
    if (!offer) {
      offer = {
        product_id: product.id,
        ...productFacts(product),
        vat_rate_bp: product.vat_rate_bp,
        source,
        adapter: product.adapter,
        prices: [],
        options: product.options as ProductOption[],
      }
      offers.set(product.id, offer)
    }
    offer.prices.push({ ...price, period: price.period as BillingPeriod })
  }
  return [...offers.values()]
}

/**
 * What a company may order (of one category, or all), at the prices it pays, in its own currency.
 * A reseller's customer sees only what the reseller has priced, at the reseller's prices.
 */
export async function listOffers(
  ctx: RequestContext,
  { companyId, category }: { companyId: string; category?: string },
): Promise<Offer[]> {
  const { buyer, providerId, resellerId } = await priceListOf(ctx, companyId)
  const rows = await listOfferRows(ctx, { providerId, resellerId, category, currency: buyer.currency })
  return toOffers(rows, resellerId ? 'reseller' : 'provider')
}

/**
 * What `companyId` pays for a product in a period (in its currency), or null when it cannot order it
 * there. The price list reads it now; the cart prices its lines with it.
 */
export async function offerFor(
  ctx: RequestContext,
  companyId: string,
  { productId, period }: { productId: string; period: BillingPeriod },
): Promise<(OfferPrice & { offer: Offer }) | null> {
  const { buyer, providerId, resellerId } = await priceListOf(ctx, companyId)
  const rows = await listOfferRows(ctx, { providerId, resellerId, productId, currency: buyer.currency })
  const [offer] = toOffers(rows, resellerId ? 'reseller' : 'provider')
  const price = offer?.prices.find((p) => p.period === period)
  return offer && price ? { ...price, offer } : null
}

async function resellerOf(ctx: RequestContext, resellerId: string) {
  const buyer = await findBuyer(ctx, resellerId)
  if (buyer?.kind !== 'reseller') throw new NotFound()
  return { reseller: buyer, providerId: buyer.provider_id ?? buyer.lineage[0] ?? buyer.id }
}

/** A reseller's price list: the provider's (purchase) price next to its sale price and margin. */
export async function resellerPriceList(
  ctx: RequestContext,
  resellerId: string,
): Promise<ResellerPriceRow[]> {
  const { providerId } = await resellerOf(ctx, resellerId)
  const rows = await listResellerPriceRows(ctx, providerId, resellerId)
  return rows.map(({ product, price, sale }) => ({
    product_id: product.id,
    code: product.code,
    name_en: product.name_en,
    name_nl: product.name_nl,
    category: product.category as ResellerPriceRow['category'],
    currency: price.currency,
    period: price.period as BillingPeriod,
    purchase_minor: price.price_minor,
    purchase_setup_minor: price.setup_minor,
    sale_minor: sale?.price_minor ?? null,
    sale_setup_minor: sale?.setup_minor ?? null,
    margin_minor: sale ? sale.price_minor - price.price_minor : null,
  }))
}

/**
 * Sets a reseller's sale prices of one product (all its currencies and periods at once; none = not
 * offered). Each must be a period the provider sells; a sale price below the purchase price is allowed.
 */
export async function setResellerPrices(
  ctx: RequestContext,
  { resellerId, productId, body }: { resellerId: string; productId: string; body: ResellerPricesInput },
): Promise<ResellerPriceRow[]> {
  const { reseller, providerId } = await resellerOf(ctx, resellerId)
  if (!isAdminOf(ctx, reseller.id) && !canManage(ctx, reseller)) throw new Forbidden(catalogTexts.mayNotPrice)
  const { prices } = ResellerPricesInputSchema.parse(body)
  const sold = await listOfferRows(ctx, { providerId, resellerId: null, productId })
  if (sold.length === 0) throw new NotFound(catalogTexts.notOrderable)
  prices.forEach((p, i) => {
    if (!sold.some((s) => s.currency === p.currency && s.period === p.period)) {
      const text = withValues(catalogTexts.periodNotSold, { currency: p.currency, period: p.period })
      throw new BadRequest(text, [{ field: `prices.${i}.period`, message: 'not sold' }])
    }
  })
  const keys = new Set(prices.map((p) => `${p.currency}/${p.period}`))
  if (keys.size < prices.length) {
    throw new BadRequest(undefined, [{ field: 'prices', message: 'duplicate currency and period' }])
  }
  await ctx.transaction(async (tx) => {
    await replaceResellerPrices(tx, reseller.id, productId, prices)
    const entry = { entity: 'product', entity_id: productId, company_id: reseller.id, after: prices }
    await audit(tx, { action: 'reseller_price.set', ...entry })
  })
  return (await resellerPriceList(ctx, resellerId)).filter((r) => r.product_id === productId)
}
