import {
  type Product,
  type ProductInput,
  ProductInputSchema,
  type ProductListQuery,
  type ProductListResponse,
} from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { audit, auditedArchive } from '../../lib/audit.ts'
import { AppError, BadRequest, Forbidden, NotFound, PreconditionFailed } from '../../lib/errors.ts'
import { withValues } from '../../lib/texts.ts'
import { loadSettings } from '../billing/settings.service.ts'
import {
  findProduct,
  findProductIdByCode,
  insertProduct,
  listProducts,
  type ProductColumns,
  replacePrices,
  toProduct,
  updateProduct,
} from './catalog.repository.ts'
import { catalogTexts } from './catalog.texts.ts'

/** The provider whose catalogue this request keeps: the request's provider. */
export function catalogProvider(ctx: RequestContext): string {
  if (!ctx.providerId) throw new Forbidden(catalogTexts.noProvider)
  return ctx.providerId
}

export const listCatalogProducts = (
  ctx: RequestContext,
  query: ProductListQuery,
): Promise<ProductListResponse> => listProducts(ctx, catalogProvider(ctx), query)

export async function getProduct(ctx: RequestContext, id: string): Promise<Product> {
  const found = await findProduct(ctx, catalogProvider(ctx), id)
  if (!found) throw new NotFound()
  return toProduct(found.row, found.prices)
}

/** The body's columns, after the checks that need the database: a unique code, a billing VAT rate. */
async function checkedColumns(ctx: RequestContext, providerId: string, body: ProductInput, id?: string) {
  const input = ProductInputSchema.parse(body)
  const other = await findProductIdByCode(ctx, providerId, input.code)
  if (other && other !== id) {
    throw new AppError(409, 'conflict', withValues(catalogTexts.codeTaken, { code: input.code }), [
      { field: 'code', message: 'taken' },
    ])
  }
  const settings = await loadSettings(ctx, providerId)
  const rates = (settings.vat_rates as { rate_bp: number }[]).map((r) => r.rate_bp)
  if (!rates.includes(input.vat_rate_bp)) {
    const rate = `${input.vat_rate_bp / 100}%`
    throw new BadRequest(withValues(catalogTexts.vatRateUnknown, { rate }), [
      { field: 'vat_rate_bp', message: 'unknown' },
    ])
  }
  const { prices, ...rest } = input
  const columns: ProductColumns = {
    ...rest,
    description_en: rest.description_en || null,
    description_nl: rest.description_nl || null,
  }
  return { columns, prices }
}

/** A new product; `source` links one imported from the cloud marketplace to the distributor's MPN. */
export async function createProduct(
  ctx: RequestContext,
  body: ProductInput,
  source: { marketplace_mpn?: string } = {},
): Promise<Product> {
  const providerId = catalogProvider(ctx)
  const { columns, prices } = await checkedColumns(ctx, providerId, body)
  return ctx.transaction(async (tx) => {
    const row = await insertProduct(tx, providerId, { ...columns, ...source })
    const created = toProduct(row, await replacePrices(tx, row.id, prices))
    await audit(tx, {
      action: 'product.created',
      entity: 'product',
      entity_id: row.id,
      company_id: providerId,
      after: created,
    })
    return created
  })
}

export async function updateCatalogProduct(
  ctx: RequestContext,
  { id, version, body }: { id: string; version: number; body: ProductInput },
): Promise<Product> {
  const providerId = catalogProvider(ctx)
  const before = await getProduct(ctx, id)
  const { columns, prices } = await checkedColumns(ctx, providerId, body, id)
  if (columns.type !== before.type) {
    throw new BadRequest(catalogTexts.typeFixed, [{ field: 'type', message: 'cannot change' }])
  }
  return ctx.transaction(async (tx) => {
    const row = await updateProduct(tx, providerId, id, version, columns)
    if (!row) throw new PreconditionFailed()
    const after = toProduct(row, await replacePrices(tx, id, prices))
    await audit(tx, {
      action: 'product.updated',
      entity: 'product',
      entity_id: id,
      company_id: providerId,
      before,
      after,
    })
    return after
  })
}

/** Archive or restore; existing services keep their product either way. */
export async function setProductArchived(
  ctx: RequestContext,
  { id, archived }: { id: string; archived: boolean },
): Promise<Product> {
  const providerId = catalogProvider(ctx)
  const current = await getProduct(ctx, id)
  if (Boolean(current.archived_at) === archived) return current
  const change = { entity: 'product', entity_id: id, company_id: providerId }
  const row = await auditedArchive(ctx, change, archived, (tx, values) =>
    updateProduct(tx, providerId, id, null, values),
  )
  return {
    ...current,
    archived_at: row.archived_at?.toISOString() ?? null,
    version: row.version,
    updated_at: row.updated_at.toISOString(),
  }
}
