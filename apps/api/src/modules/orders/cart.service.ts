import {
  type BillingPeriod,
  type Cart,
  type CartItem,
  type CartItemInput,
  CartItemInputSchema,
} from '@portico/contracts'
import { documentTotals } from '@portico/domain'
import type { RequestContext } from '../../auth/context.ts'
import { BadRequest, NotFound } from '../../lib/errors.ts'
import { todayOf } from '../billing/documents.mapper.ts'
import { offerFor } from '../catalog/offers.service.ts'
import { checkPromotion } from '../catalog/promotions.service.ts'
import { domainLineView, domainOfCartLine, type StoredDomainLine } from '../domains/ordering.service.ts'
import {
  type CartItemRow,
  type CartRow,
  cartItemsOf,
  deleteCartItem,
  ensureCart,
  insertCartItem,
  setPromotionCode,
} from './cart.repository.ts'
import { ordersTexts } from './orders.texts.ts'
import { type OptionValues, priceLine } from './pricing.ts'

/** The company the caller orders for: the scope (X-Company); staff order on a customer's behalf this way. */
export function orderingCompany(ctx: RequestContext): string {
  if (!ctx.scopeCompanyId) {
    throw new BadRequest(ordersTexts.chooseCompany, [{ field: 'X-Company', message: 'required' }])
  }
  return ctx.scopeCompanyId
}

async function cartOf(ctx: RequestContext): Promise<CartRow> {
  const cart = await ensureCart(ctx, orderingCompany(ctx))
  if (!cart) throw new NotFound()
  return cart
}

export type PricedLine = CartItem & {
  /** The offer's currency; null when the line cannot be ordered. */
  currency: string | null
  promotionId: string | null
  promotionPeriods: number | null
  /** The domain block as stored (auth code included): checkout judges it again and keeps it on the item. */
  stored: StoredDomainLine | null
}

/** One item at today's prices of the company's price list, with the cart's code applied where it may. */
async function priceItem(ctx: RequestContext, cart: CartRow, item: CartItemRow): Promise<PricedLine> {
  const period = item.period as BillingPeriod
  const found = await offerFor(ctx, cart.company_id, { productId: item.product_id, period })
  const options = item.options as OptionValues
  const base = {
    id: item.id,
    product_id: item.product_id,
    period,
    quantity: item.quantity,
    options,
    currency: null,
    promotionId: null,
    promotionPeriods: null,
    domain: domainLineView(item.domain),
    subject: item.subject,
    stored: (item.domain ?? null) as StoredDomainLine | null,
  }
  if (!found) {
    const empty = {
      code: '',
      name_en: '',
      name_nl: '',
      category: 'marketplace' as const,
      vat_rate_bp: 0,
      commitment_months: 0,
      notice_days: 0,
    }
    return {
      ...base,
      ...empty,
      unit_price_minor: 0,
      setup_minor: 0,
      discount_minor: 0,
      total_minor: 0,
      problem: 'not_orderable',
    }
  }
  const { offer } = found
  const priced = priceLine(offer, found, options)
  // A premium name sells at the registry's price (checked against the TLD's cap when it was added).
  if (base.stored?.premium_minor != null) priced.unitMinor = base.stored.premium_minor
  let discount = 0
  let promotionId: string | null = null
  let promotionPeriods: number | null = null
  if (cart.promotion_code && priced.issues.length === 0) {
    const verdict = await checkPromotion(ctx, {
      code: cart.promotion_code,
      companyId: cart.company_id,
      productId: item.product_id,
      period,
      date: todayOf(ctx),
    })
    if (verdict.applies) {
      discount = verdict.discountMinor * item.quantity
      promotionId = verdict.promotionId ?? null
      promotionPeriods = verdict.periods
    }
  }
  return {
    ...base,
    currency: found.currency,
    code: offer.code,
    name_en: offer.name_en,
    name_nl: offer.name_nl,
    category: offer.category,
    commitment_months: offer.commitment_months,
    notice_days: offer.notice_days,
    vat_rate_bp: offer.vat_rate_bp,
    unit_price_minor: priced.unitMinor,
    setup_minor: priced.setupMinor,
    discount_minor: discount,
    total_minor: (priced.unitMinor + priced.setupMinor) * item.quantity - discount,
    problem: priced.issues.length ? 'invalid_options' : null,
    promotionId,
    promotionPeriods,
  }
}

/** The cart with every line priced now, the code's effect and the totals with VAT per rate. */
export async function pricedCart(
  ctx: RequestContext,
): Promise<{ cart: CartRow; view: Cart; lines: PricedLine[] }> {
  const cart = await cartOf(ctx)
  const lines = await Promise.all((await cartItemsOf(ctx, cart.id)).map((item) => priceItem(ctx, cart, item)))
  const totals = documentTotals(
    lines.map((l) => ({ quantity: 1, unit_price_minor: l.total_minor, vat_rate_bp: l.vat_rate_bp })),
  )
  const discount = lines.reduce((sum, l) => sum + l.discount_minor, 0)
  const code = cart.promotion_code
  const view: Cart = {
    company_id: cart.company_id,
    // The cart's currency is its first line's (the company's price list has one); EUR when empty.
    currency: lines[0]?.currency ?? 'EUR',
    items: lines.map(({ currency: _c, promotionId: _p, promotionPeriods: _n, stored: _s, ...line }) => line),
    promotion: code
      ? {
          code,
          applies: discount > 0,
          reason: discount > 0 ? null : 'not_applicable',
          discount_minor: discount,
        }
      : null,
    subtotal_minor: totals.subtotal_minor + discount,
    discount_minor: discount,
    vat_minor: totals.vat_minor,
    total_minor: totals.total_minor,
  }
  return { cart, view, lines }
}

export async function readCart(ctx: RequestContext): Promise<Cart> {
  return (await pricedCart(ctx)).view
}

/** Adds a configured product; refused (400 naming the field) when it cannot be ordered as configured. */
export async function addCartItem(ctx: RequestContext, raw: CartItemInput): Promise<Cart> {
  await insertLine(ctx, raw)
  return readCart(ctx)
}

/** Checks a configured product against the caller's offer and adds it to the cart: the new line's id. */
async function insertLine(ctx: RequestContext, raw: CartItemInput, subject?: string): Promise<string> {
  const input = CartItemInputSchema.parse(raw)
  const cart = await cartOf(ctx)
  const found = await offerFor(ctx, cart.company_id, { productId: input.product_id, period: input.period })
  if (!found) throw new BadRequest(ordersTexts.notOrderable, [{ field: 'period', message: 'not orderable' }])
  const { issues } = priceLine(found.offer, found, input.options)
  if (issues.length) throw new BadRequest(ordersTexts.invalidOptions, issues)
  const domain = await domainOfCartLine(ctx, cart.company_id, {
    ...found,
    period: input.period,
    domain: input.domain,
  })
  return insertCartItem(ctx, {
    cart_id: cart.id,
    product_id: input.product_id,
    period: input.period,
    // One domain name is one unit.
    quantity: domain ? 1 : input.quantity,
    options: input.options,
    domain,
    subject: subject ?? null,
  })
}

/**
 * Adds the cart line for a record an area ordered from its own page (a hosting account, a certificate
 * request): the new line's id, which the record keeps so that provisioning finds it.
 * Left out, the schema's defaults apply: one unit, no options (the record holds the details). The
 * subject says what the line is for (the domain a hosting package serves), on the cart and the order.
 */
export const addCartLineFor = (ctx: RequestContext, raw: CartItemInput, subject?: string): Promise<string> =>
  insertLine(ctx, raw, subject)

export async function removeCartItem(ctx: RequestContext, itemId: string): Promise<Cart> {
  const cart = await cartOf(ctx)
  if (!(await deleteCartItem(ctx, cart.id, itemId))) throw new NotFound(ordersTexts.itemNotFound)
  return readCart(ctx)
}

/** Applies a promotion code: kept only when it takes something off at least one line. */
export async function applyPromotion(ctx: RequestContext, code: string): Promise<Cart> {
  const cart = await cartOf(ctx)
  await setPromotionCode(ctx, cart.id, code.trim().toUpperCase())
  const priced = await pricedCart(ctx)
  if (priced.view.discount_minor > 0) return priced.view
  await setPromotionCode(ctx, cart.id, null)
  throw new BadRequest(ordersTexts.promotionDoesNotApply, [{ field: 'code', message: 'does not apply' }])
}

export async function removePromotion(ctx: RequestContext): Promise<Cart> {
  const cart = await cartOf(ctx)
  await setPromotionCode(ctx, cart.id, null)
  return readCart(ctx)
}
