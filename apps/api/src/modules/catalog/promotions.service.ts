import {
  type BillingPeriod,
  type Promotion,
  type PromotionInput,
  PromotionInputSchema,
} from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { audit, auditedArchive } from '../../lib/audit.ts'
import { AppError, BadRequest, NotFound, PreconditionFailed } from '../../lib/errors.ts'
import { withValues } from '../../lib/texts.ts'
import { countProducts } from './catalog.repository.ts'
import { catalogProvider } from './catalog.service.ts'
import { catalogTexts } from './catalog.texts.ts'
import { offerFor } from './offers.service.ts'
import { type PromotionVerdict, promotionVerdict } from './promotion.rules.ts'
import {
  findPromotion,
  insertPromotion,
  insertPromotionUse,
  listPromotions,
  lockPromotion,
  type PromotionColumns,
  promotionUsage,
  toPromotion,
  updatePromotion,
} from './promotions.repository.ts'

export const listCatalogPromotions = (ctx: RequestContext, { archived }: { archived: boolean }) =>
  listPromotions(ctx, catalogProvider(ctx), archived)

export async function getPromotion(ctx: RequestContext, id: string): Promise<Promotion> {
  const found = await findPromotion(ctx, catalogProvider(ctx), { id })
  if (!found) throw new NotFound()
  return toPromotion(found.row, found.uses)
}

async function checkedColumns(ctx: RequestContext, providerId: string, body: PromotionInput, id?: string) {
  const input = PromotionInputSchema.parse(body)
  const other = await findPromotion(ctx, providerId, { code: input.code })
  if (other && other.row.id !== id) {
    throw new AppError(409, 'conflict', withValues(catalogTexts.promotionCodeTaken, { code: input.code }), [
      { field: 'code', message: 'taken' },
    ])
  }
  const productIds = [...new Set(input.product_ids)]
  if ((await countProducts(ctx, providerId, productIds)) !== productIds.length) {
    throw new BadRequest(catalogTexts.unknownProducts, [{ field: 'product_ids', message: 'unknown' }])
  }
  const columns: PromotionColumns = {
    ...input,
    description: input.description || null,
    percent_bp: input.kind === 'percentage' ? (input.percent_bp ?? null) : null,
    amounts: input.kind === 'fixed' ? input.amounts : [],
    product_ids: productIds,
  }
  return columns
}

export async function createPromotion(ctx: RequestContext, body: PromotionInput): Promise<Promotion> {
  const providerId = catalogProvider(ctx)
  const columns = await checkedColumns(ctx, providerId, body)
  return ctx.transaction(async (tx) => {
    const created = toPromotion(await insertPromotion(tx, providerId, columns), 0)
    const entry = { entity: 'promotion', entity_id: created.id, company_id: providerId, after: created }
    await audit(tx, { action: 'promotion.created', ...entry })
    return created
  })
}

export async function updateCatalogPromotion(
  ctx: RequestContext,
  { id, version, body }: { id: string; version: number; body: PromotionInput },
): Promise<Promotion> {
  const providerId = catalogProvider(ctx)
  const before = await getPromotion(ctx, id)
  const columns = await checkedColumns(ctx, providerId, body, id)
  return ctx.transaction(async (tx) => {
    const row = await updatePromotion(tx, providerId, id, version, columns)
    if (!row) throw new PreconditionFailed()
    const after = toPromotion(row, before.uses)
    const entry = { entity: 'promotion', entity_id: id, company_id: providerId, before, after }
    await audit(tx, { action: 'promotion.updated', ...entry })
    return after
  })
}

export async function setPromotionArchived(
  ctx: RequestContext,
  { id, archived }: { id: string; archived: boolean },
): Promise<Promotion> {
  const providerId = catalogProvider(ctx)
  const current = await getPromotion(ctx, id)
  if (Boolean(current.archived_at) === archived) return current
  const change = { entity: 'promotion', entity_id: id, company_id: providerId }
  const row = await auditedArchive(ctx, change, archived, (tx, values) =>
    updatePromotion(tx, providerId, id, null, values),
  )
  return toPromotion(row, current.uses)
}

export type CartLine = { companyId: string; productId: string; period: BillingPeriod; date: string }

/**
 * Whether `code` applies to a cart line of `companyId` and what it takes off the line's price (the
 * company's own price, from {@link offerFor}). The orders slice calls it when a code is entered and
 * again at checkout, then records the use with {@link recordPromotionUse} in the order's transaction.
 */
export async function checkPromotion(
  ctx: RequestContext,
  { code, ...line }: CartLine & { code: string },
): Promise<PromotionVerdict & { promotionId?: string }> {
  const offer = await offerFor(ctx, line.companyId, line)
  if (!offer) throw new NotFound(catalogTexts.notOrderable)
  const providerId = catalogProvider(ctx)
  const found = await findPromotion(ctx, providerId, { code: code.trim() })
  if (!found) return { applies: false, reason: 'inactive' }
  const usage = await promotionUsage(ctx, found.row.id, line.companyId)
  const promo = toPromotion(found.row, found.uses)
  const verdict = promotionVerdict(
    promo,
    { ...line, currency: offer.currency, priceMinor: offer.price_minor },
    usage,
  )
  return { ...verdict, promotionId: promo.id }
}

/**
 * One use of a promotion by an order, in the order's transaction: the promotion is locked and its
 * maximum uses and once-per-customer counted again, so two orders placed at the same moment cannot
 * both take its last use. False (nothing recorded) when the limits no longer allow it.
 */
export async function recordPromotionUse(
  ctx: RequestContext,
  use: { promotionId: string; companyId: string; reference: string },
): Promise<boolean> {
  const row = await lockPromotion(ctx, use.promotionId)
  if (!row) return false
  const usage = await promotionUsage(ctx, use.promotionId, use.companyId)
  if (row.max_uses !== null && usage.total >= row.max_uses) return false
  if (row.once_per_customer && usage.byCompany > 0) return false
  await insertPromotionUse(ctx, use)
  return true
}
