import type { CatalogCategory, Product, ProductInput } from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { audit } from '../../lib/audit.ts'
import { PreconditionFailed } from '../../lib/errors.ts'
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

/** The row (found by the caller) with its product. */
export async function viewExtended<Row extends { id: string; product_id: string }, View>(
  ctx: RequestContext,
  kind: ProductExtension<Row, View>,
  row: Row,
): Promise<View> {
  return kind.view(row, await getProduct(ctx, row.product_id))
}

/** A new product of the kind and its row (`insert` writes the row for the new product's id). */
export function createExtended<Row extends { id: string; product_id: string }, View>(
  ctx: RequestContext,
  kind: ProductExtension<Row, View>,
  product: ProductInput,
  insert: (tx: RequestContext, productId: string) => Promise<Row>,
): Promise<View> {
  return ctx.transaction(async (tx) => {
    const created = await createProduct(tx, product)
    const row = await insert(tx, created.id)
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
 * Saves the row at its version (412 when someone saved first) and its product as `product` makes it
 * from the current one.
 */
export async function updateExtended<Row extends { id: string; product_id: string }, View>(
  ctx: RequestContext,
  kind: ProductExtension<Row, View>,
  before: View & { id: string; product_id: string },
  update: (tx: RequestContext) => Promise<Row | undefined>,
  product: (current: Product) => ProductInput,
): Promise<View> {
  const current = await getProduct(ctx, before.product_id)
  return ctx.transaction(async (tx) => {
    const row = await update(tx)
    if (!row) throw new PreconditionFailed()
    const saved = await updateCatalogProduct(tx, {
      id: current.id,
      version: current.version,
      body: product(current),
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
