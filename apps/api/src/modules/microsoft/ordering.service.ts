import {
  type MicrosoftOffer,
  type MicrosoftOrderInput,
  MicrosoftOrderInputSchema,
  type MicrosoftOrderResult,
} from '@portico/contracts'
import { type NceBilling, termAllowsBilling } from '@portico/domain'
import type { RequestContext } from '../../auth/context.ts'
import { audit } from '../../lib/audit.ts'
import { BadRequest } from '../../lib/errors.ts'
import { listOffers, offerFor } from '../catalog/offers.service.ts'
import { addCartLineFor, orderingCompany } from '../orders/cart.service.ts'
import { findTenant } from './microsoft.repository.ts'
import { microsoftTexts } from './microsoft.texts.ts'
import { insertMicrosoftOrder, listMicrosoftProducts, setMicrosoftOrder } from './ordering.repository.ts'

/** The billing frequency is the service's period: a month or a year. */
export const PERIOD_OF: Record<NceBilling, 'P1M' | 'P1Y'> = { monthly: 'P1M', annual: 'P1Y' }
const BILLING_OF: Record<string, NceBilling> = { P1M: 'monthly', P1Y: 'annual' }

/**
 * The Microsoft 365 SKUs the company may order, at its prices (the provider's or its reseller's): the
 * catalogue products that are Partner Center SKUs, grouped by SKU, each term with the billing
 * frequencies it allows and Partner Center sells it in.
 */
export async function listMicrosoftOffers(ctx: RequestContext, companyId: string): Promise<MicrosoftOffer[]> {
  const offers = await listOffers(ctx, { companyId, category: 'microsoft' })
  const mapped = await listMicrosoftProducts(
    ctx,
    offers.map((o) => o.product_id),
  )
  const catalog = mapped.length ? await ctx.platform.partnerCenter.catalog(ctx) : []
  const skus = new Map<string, MicrosoftOffer>()
  for (const row of mapped) {
    const offer = offers.find((o) => o.product_id === row.product_id)
    const item = catalog.find((i) => i.catalogItemId === row.catalog_item_id)
    if (!offer || !item) continue
    const prices = offer.prices.flatMap((p) => {
      const billing = BILLING_OF[p.period]
      const sold = item.terms.some((t) => t.duration === row.term && t.billingCycle === billing)
      return billing && sold && termAllowsBilling(row.term, billing)
        ? [{ billing, currency: p.currency, price_minor: p.price_minor }]
        : []
    })
    if (!prices.length) continue
    const sku = skus.get(item.catalogItemId) ?? {
      catalog_item_id: item.catalogItemId,
      name_en: item.title,
      name_nl: item.title,
      category: offer.category,
      source: offer.source,
      terms: [],
    }
    sku.terms.push({
      product_id: offer.product_id,
      code: offer.code,
      term: row.term,
      commitment_months: offer.commitment_months,
      prices,
    })
    skus.set(item.catalogItemId, sku)
  }
  const order = ['P1M', 'P1Y', 'P3Y']
  return [...skus.values()].map((s) => ({
    ...s,
    terms: s.terms.sort((a, b) => order.indexOf(a.term) - order.indexOf(b.term)),
  }))
}

const refuse = (field: string, text: (typeof microsoftTexts)[keyof typeof microsoftTexts]): never => {
  throw new BadRequest(text, [{ field, message: text }])
}

/**
 * Seats of a SKU on a term for one of the company's tenants, put in the cart as the product's line
 * (quantity = seats, period = the billing frequency). The order's provisioning (the `microsoft`
 * adapter) claims it and checks a Partner Center cart out for the tenant.
 */
export async function orderMicrosoft(
  ctx: RequestContext,
  body: MicrosoftOrderInput,
): Promise<MicrosoftOrderResult> {
  const input = MicrosoftOrderInputSchema.parse(body)
  const companyId = orderingCompany(ctx)
  const tenant = await findTenant(ctx, input.tenant_id)
  if (tenant?.company_id !== companyId) refuse('tenant_id', microsoftTexts.tenantNotOrdering)
  const [product] = await listMicrosoftProducts(ctx, [input.product_id])
  const period = PERIOD_OF[input.billing]
  const offer = await offerFor(ctx, companyId, { productId: input.product_id, period })
  if (!product || offer?.offer.category !== 'microsoft')
    return refuse('product_id', microsoftTexts.notOffered)
  if (!termAllowsBilling(product.term, input.billing)) refuse('billing', microsoftTexts.billingNotOffered)
  return ctx.transaction(async (tx) => {
    const row = await insertMicrosoftOrder(tx, {
      company_id: companyId,
      tenant_id: input.tenant_id,
      product_id: input.product_id,
      catalog_item_id: product.catalog_item_id,
      term: product.term,
      billing: input.billing,
    })
    const cartItemId = await addCartLineFor(tx, {
      product_id: input.product_id,
      period,
      quantity: input.quantity,
    })
    await setMicrosoftOrder(tx, row.id, { cart_item_id: cartItemId })
    await audit(tx, {
      action: 'microsoft.order.cart',
      entity: 'microsoft_order',
      entity_id: row.id,
      company_id: companyId,
      after: { ...input, term: product.term },
    })
    return { id: row.id, tenant_id: input.tenant_id, cart_item_id: cartItemId }
  })
}
