import {
  DOMAIN_PERIODS,
  type Product,
  type ProductInput,
  type Tld,
  type TldInput,
  TldInputSchema,
} from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { withValues } from '../../lib/texts.ts'
import {
  createExtended,
  type EditableExtension,
  getExtended,
  listExtended,
  pricesIn,
  sellingProduct,
  updateExtended,
} from '../catalog/productExtensions.ts'
import { domainsTexts } from './domains.texts.ts'
import {
  findTldRow,
  insertTld,
  listTldRows,
  type TldColumns,
  type TldRow,
  tldColumnsOf,
  updateTld,
} from './tlds.repository.ts'

/** The catalogue product code of a TLD: TLD-NL, TLD-CO-UK. */
export const tldProductCode = (tld: string) => `TLD-${tld.toUpperCase().replaceAll('.', '-')}`

function toTld(row: TldRow, product: Product): Tld {
  return {
    ...tldColumnsOf(row),
    vat_rate_bp: product.vat_rate_bp,
    visibility: product.visibility,
    prices: pricesIn(product, DOMAIN_PERIODS),
  }
}

/** A TLD's product: the prices per year count sell registrations and renewals through the cart. */
function productInput(input: Parsed, current?: Product): ProductInput {
  const own = {
    code: current?.code ?? tldProductCode(input.tld),
    name_en: current?.name_en ?? `.${input.tld} domain name`,
    name_nl: current?.name_nl ?? `.${input.tld}-domeinnaam`,
    category: 'domains.tld',
    type: 'domain',
    adapter: 'registrar',
  } as const
  return sellingProduct(own, input, current)
}

const columnsOf = (input: Parsed): TldColumns => ({
  kind: input.kind,
  auth_code_required: input.auth_code_required,
  features: input.features,
  grace_days: input.grace_days,
  redemption_days: input.redemption_days,
  pending_delete_days: input.pending_delete_days,
  restore_prices: input.restore_prices,
  premium_cap_minor: input.premium_cap_minor,
})

type Parsed = ReturnType<typeof TldInputSchema.parse>

const tlds: EditableExtension<TldRow, Tld, Parsed> = {
  category: 'domains.tld',
  entity: 'tld',
  key: 'tld',
  parse: (body) => TldInputSchema.parse(body),
  listRows: listTldRows,
  findRow: findTldRow,
  view: toTld,
  taken: (tld) => withValues(domainsTexts.tldTaken, { tld }),
  product: productInput,
  insertRow: (tx, providerId, productId, input) =>
    insertTld(tx, { ...columnsOf(input), provider_id: providerId, product_id: productId, tld: input.tld }),
  updateRow: (tx, providerId, id, version, input) => updateTld(tx, providerId, id, version, columnsOf(input)),
}

export const listTlds = (ctx: RequestContext): Promise<Tld[]> => listExtended(ctx, tlds)

export const getTld = (ctx: RequestContext, tld: string): Promise<Tld> => getExtended(ctx, tlds, tld)

export const createTld = (ctx: RequestContext, body: TldInput): Promise<Tld> =>
  createExtended(ctx, tlds, body)

export const updateCatalogTld = (
  ctx: RequestContext,
  { tld, version, body }: { tld: string; version: number; body: TldInput },
): Promise<Tld> => updateExtended(ctx, tlds, { key: tld, version, body })
