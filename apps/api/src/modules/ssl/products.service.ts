import {
  type Product,
  type ProductInput,
  SSL_PERIODS,
  type SslOffer,
  type SslProduct,
  type SslProductInput,
  SslProductInputSchema,
} from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { withValues } from '../../lib/texts.ts'
import { listOffers } from '../catalog/offers.service.ts'
import {
  createExtended,
  type EditableExtension,
  getExtended,
  listExtended,
  pricesIn,
  sellingProduct,
  updateExtended,
} from '../catalog/productExtensions.ts'
import {
  findSslProductRow,
  insertSslProduct,
  listSslProductRows,
  type SslProductColumns,
  type SslProductRow,
  sslProductRowsOf,
  updateSslProduct,
} from './products.repository.ts'
import { sslTexts } from './ssl.texts.ts'

/** The catalogue product code of an SSL product: SSL-SECTIGO-POSITIVESSL. */
export const sslProductCode = (caProduct: string) => `SSL-${caProduct.toUpperCase().replaceAll('_', '-')}`

type Parsed = ReturnType<typeof SslProductInputSchema.parse>

function toSslProduct(row: SslProductRow, product: Product): SslProduct {
  return {
    id: row.id,
    product_id: row.product_id,
    code: product.code,
    ca_product: row.ca_product,
    name_en: product.name_en,
    name_nl: product.name_nl,
    brand: row.brand,
    validation: row.validation,
    wildcard: row.wildcard,
    max_sans: row.max_sans,
    included_sans: row.included_sans,
    periods: row.periods,
    vat_rate_bp: product.vat_rate_bp,
    visibility: product.visibility,
    prices: pricesIn(product, SSL_PERIODS),
    version: row.version,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }
}

/** The catalogue product: its prices per subscription period sell the certificate through the cart. */
function productInput(input: Parsed, current?: Product): ProductInput {
  const own = {
    code: current?.code ?? sslProductCode(input.ca_product),
    name_en: input.name_en,
    name_nl: input.name_nl,
    category: 'ssl',
    type: 'service',
    adapter: 'ssl',
  } as const
  return sellingProduct(own, input, current)
}

const columnsOf = (input: Parsed): SslProductColumns => ({
  brand: input.brand,
  validation: input.validation,
  wildcard: input.wildcard,
  max_sans: input.max_sans,
  included_sans: input.included_sans,
  periods: [...input.periods].sort((a, b) => a - b),
})

const sslProducts: EditableExtension<SslProductRow, SslProduct, Parsed> = {
  category: 'ssl',
  entity: 'ssl_product',
  key: 'ca_product',
  parse: (body) => SslProductInputSchema.parse(body),
  listRows: listSslProductRows,
  findRow: findSslProductRow,
  view: toSslProduct,
  taken: (code) => withValues(sslTexts.productTaken, { code }),
  product: productInput,
  insertRow: (tx, providerId, productId, input) =>
    insertSslProduct(tx, {
      ...columnsOf(input),
      provider_id: providerId,
      product_id: productId,
      ca_product: input.ca_product,
    }),
  updateRow: (tx, providerId, id, version, input) =>
    updateSslProduct(tx, providerId, id, version, columnsOf(input)),
}

export const listSslProducts = (ctx: RequestContext): Promise<SslProduct[]> => listExtended(ctx, sslProducts)

export const getSslProduct = (ctx: RequestContext, caProduct: string): Promise<SslProduct> =>
  getExtended(ctx, sslProducts, caProduct)

export const createSslProduct = (ctx: RequestContext, body: SslProductInput): Promise<SslProduct> =>
  createExtended(ctx, sslProducts, body)

export const updateSslCatalogProduct = (
  ctx: RequestContext,
  { caProduct, version, body }: { caProduct: string; version: number; body: SslProductInput },
): Promise<SslProduct> => updateExtended(ctx, sslProducts, { key: caProduct, version, body })

/** The SSL products the company may order, at its own prices (its price list). */
export async function listSslOffers(ctx: RequestContext, companyId: string): Promise<SslOffer[]> {
  const offers = await listOffers(ctx, { companyId, category: 'ssl' })
  const rows = await sslProductRowsOf(
    ctx,
    offers.map((o) => o.product_id),
  )
  return rows.flatMap((row) => {
    const offer = offers.find((o) => o.product_id === row.product_id)
    if (!offer) return []
    return [
      {
        id: row.id,
        product_id: row.product_id,
        ca_product: row.ca_product,
        name_en: offer.name_en,
        name_nl: offer.name_nl,
        brand: row.brand,
        validation: row.validation,
        wildcard: row.wildcard,
        max_sans: row.max_sans,
        included_sans: row.included_sans,
        prices: offer.prices.filter((p) => (SSL_PERIODS as readonly string[]).includes(p.period)),
      },
    ]
  })
}
