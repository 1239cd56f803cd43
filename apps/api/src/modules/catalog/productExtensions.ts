import type { CatalogCategory, Price, Product, ProductInput } from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { audit } from '../../lib/audit.ts'
import { AppError, NotFound, PreconditionFailed } from '../../lib/errors.ts'
import type { Text } from '../../lib/texts.ts'
import {
  catalogProvider,
  createProduct,
  getProduct,
  listCatalogProducts,
  updateCatalogProduct,
} from './catalog.service.ts'

/**
 * A kind of catalogue product with a row of its own (a TLD, an SSL product): the product sells it
 * through the cart, price lists and promotions like any other; the row holds what only this kind
 * has. The product and the row are written together, in one transaction with one audit entry.
 */
export type ProductExtension<Row extends { id: string; product_id: string }, View> = {
  category: CatalogCategory
  /** The audit entity: 'tld', 'ssl_product'. */
  entity: string
  listRows(ctx: RequestContext, providerId: string): Promise<Row[]>
  view(row: Row, product: Product): View
}

/**
 * A kind whose rows are written through the catalogue: each row is named by a key of its own
 * (`tld`, `ca_product`), unique within the provider.
 */
export type EditableExtension<
  Row extends { id: string; product_id: string },
  View extends { id: string; product_id: string },
  Input,
> = ProductExtension<Row, View> & {
  /** The input's field that holds the key. */
  key: keyof Input & string
  parse(body: unknown): Input
  findRow(ctx: RequestContext, providerId: string, key: string): Promise<Row | undefined>
  /** The 409 message when the key is taken. */
  taken(key: string): Text
  /** The product that sells the row, made from the input and the current product when there is one. */
  product(input: Input, current?: Product): ProductInput
  insertRow(tx: RequestContext, providerId: string, productId: string, input: Input): Promise<Row>
  /** Writes the row at its version; undefined when someone saved first. */
  updateRow(
    tx: RequestContext,
    providerId: string,
    id: string,
    version: number,
    input: Input,
  ): Promise<Row | undefined>
}

/** What a kind's input holds for the product that sells it. */
type Selling = Pick<ProductInput, 'vat_rate_bp' | 'visibility'> & { prices: Omit<Price, 'setup_minor'>[] }

/**
 * The product that sells a kind's row: code, names and category as the kind makes them; the current
 * product's descriptions kept; the input's prices, without a set-up fee; no options.
 */
export function sellingProduct(
  own: Pick<ProductInput, 'code' | 'name_en' | 'name_nl' | 'category' | 'type' | 'adapter'>,
  input: Selling,
  current?: Product,
): ProductInput {
  return {
    ...own,
    description_en: current?.description_en ?? null,
    description_nl: current?.description_nl ?? null,
    vat_rate_bp: input.vat_rate_bp,
    visibility: input.visibility,
    prices: input.prices.map((p) => ({ ...p, setup_minor: 0 })),
    options: [],
  }
}

/** The product's prices in the kind's periods, as the kind's view shows them. */
export function pricesIn<Period extends string>(product: Product, periods: readonly Period[]) {
  const kept = (period: string): period is Period => (periods as readonly string[]).includes(period)
  return product.prices.flatMap(({ currency, period, price_minor, enabled }) =>
    kept(period) ? [{ currency, period, price_minor, enabled }] : [],
  )
}

/** Every row of the kind with its active product, in the rows' order. */
export async function listExtended<Row extends { id: string; product_id: string }, View>(
  ctx: RequestContext,
  kind: ProductExtension<Row, View>,
): Promise<View[]> {
  const [rows, products] = await Promise.all([
    kind.listRows(ctx, catalogProvider(ctx)),
    listCatalogProducts(ctx, { status: 'active', category: kind.category, limit: 200 }),
  ])
  const byId = new Map(products.data.map((p) => [p.id, p]))
  return rows.flatMap((row) => {
    const product = byId.get(row.product_id)
    return product ? [kind.view(row, product)] : []
  })
}

/** The row with its product. */
async function viewExtended<Row extends { id: string; product_id: string }, View>(
  ctx: RequestContext,
  kind: ProductExtension<Row, View>,
  row: Row,
): Promise<View> {
  return kind.view(row, await getProduct(ctx, row.product_id))
}

/** The row named `key` with its product; 404 when the provider has none. */
export async function getExtended<
  Row extends { id: string; product_id: string },
  View extends { id: string; product_id: string },
  Input,
>(ctx: RequestContext, kind: EditableExtension<Row, View, Input>, key: string): Promise<View> {
  const row = await kind.findRow(ctx, catalogProvider(ctx), key)
  if (!row) throw new NotFound()
  return viewExtended(ctx, kind, row)
}

/** A new product of the kind and its row; 409 naming the key when the provider has it already. */
export async function createExtended<
  Row extends { id: string; product_id: string },
  View extends { id: string; product_id: string },
  Input,
>(ctx: RequestContext, kind: EditableExtension<Row, View, Input>, body: unknown): Promise<View> {
  const providerId = catalogProvider(ctx)
  const input = kind.parse(body)
  const key = String(input[kind.key])
  if (await kind.findRow(ctx, providerId, key)) {
    throw new AppError(409, 'conflict', kind.taken(key), [{ field: kind.key, message: 'taken' }])
  }
  return ctx.transaction(async (tx) => {
    const created = await createProduct(tx, kind.product(input))
    const row = await kind.insertRow(tx, providerId, created.id, input)
    const view = kind.view(row, created)
    await audit(tx, {
      action: `${kind.entity}.created`,
      entity: kind.entity,
      entity_id: row.id,
      company_id: catalogProvider(tx),
      after: view,
    })
    return view
  })
}

/**
 * Saves the row named `key` at `version` (412 when someone saved first) and its product as the input
 * makes it from the current one.
 */
export async function updateExtended<
  Row extends { id: string; product_id: string },
  View extends { id: string; product_id: string },
  Input,
>(
  ctx: RequestContext,
  kind: EditableExtension<Row, View, Input>,
  { key, version, body }: { key: string; version: number; body: unknown },
): Promise<View> {
  const providerId = catalogProvider(ctx)
  const input = kind.parse({ ...(body as object), [kind.key]: key })
  const before = await getExtended(ctx, kind, key)
  const current = await getProduct(ctx, before.product_id)
  return ctx.transaction(async (tx) => {
    const row = await kind.updateRow(tx, providerId, before.id, version, input)
    if (!row) throw new PreconditionFailed()
    const saved = await updateCatalogProduct(tx, {
      id: current.id,
      version: current.version,
      body: kind.product(input, current),
    })
    const after = kind.view(row, saved)
    await audit(tx, {
      action: `${kind.entity}.updated`,
      entity: kind.entity,
      entity_id: row.id,
      company_id: catalogProvider(tx),
      before,
      after,
    })
    return after
  })
}
