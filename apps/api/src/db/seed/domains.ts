import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { catalogPrices, catalogProducts, domainTlds } from '../schema/index.ts'

type Kind = 'gtld' | 'nl' | 'cctld'
/**
 * tld, kind, one year's price in EUR cents (excl. VAT; two and three years where the registry
 * allows), grace, redemption (or quarantine) and pending-delete days, restore fee, features,
 * premium cap. Prices of a Dutch provider in 2026; windows as the registries publish them.
 */
type DemoTld = [string, Kind, number, boolean, number, number, number, number, string[], number | null]

const GTLD = ['DNSSEC', 'PRIVACY_PROTECT', 'TRANSFER_LOCK', 'RESTORE'] as const
// biome-ignore format: one TLD per row
const TLDS: DemoTld[] = [
  ['nl', 'nl', 799, false, 0, 40, 0, 1500, ['DNSSEC', 'RESTORE'], null],
  ['com', 'gtld', 1199, true, 30, 30, 5, 8900, [...GTLD], 50000],
  ['eu', 'cctld', 899, true, 0, 40, 0, 2500, ['DNSSEC', 'RESTORE', 'IDN'], null],
  ['be', 'cctld', 899, false, 0, 40, 0, 2500, ['DNSSEC', 'RESTORE'], null],
  ['de', 'cctld', 799, false, 0, 30, 0, 2500, ['DNSSEC', 'RESTORE', 'IDN'], null],
  ['net', 'gtld', 1399, true, 30, 30, 5, 8900, [...GTLD], 50000],
  ['org', 'gtld', 1399, true, 30, 30, 5, 8900, [...GTLD], 50000],
  ['io', 'cctld', 4499, true, 30, 30, 5, 12900, ['DNSSEC', 'TRANSFER_LOCK', 'RESTORE'], 100000],
  ['shop', 'gtld', 2999, true, 30, 30, 5, 8900, [...GTLD], 100000],
  ['cloud', 'gtld', 1999, true, 30, 30, 5, 8900, [...GTLD], 100000],
  ['online', 'gtld', 2999, true, 30, 30, 5, 8900, [...GTLD], 100000],
  ['amsterdam', 'gtld', 3999, false, 30, 30, 5, 8900, [...GTLD], null],
]

/**
 * The TLD catalogue: each TLD's product (category domains.tld, sold through the cart) and its
 * registry facts. The catalogue's own seed has the .nl, .com and .eu products already; they are
 * taken over, the rest are added.
 */
export async function seedDomains(db: Db, providerId: string): Promise<void> {
  const code = (tld: string) => `TLD-${tld.toUpperCase()}`
  const existing = await db
    .select({ id: catalogProducts.id, code: catalogProducts.code })
    .from(catalogProducts)
    .where(
      and(
        eq(catalogProducts.provider_id, providerId),
        inArray(
          catalogProducts.code,
          TLDS.map(([tld]) => code(tld)),
        ),
      ),
    )
  const known = new Set(existing.map((p) => p.code))
  const added = await db
    .insert(catalogProducts)
    .values(
      TLDS.filter(([tld]) => !known.has(code(tld))).map(([tld]) => ({
        provider_id: providerId,
        code: code(tld),
        category: 'domains.tld',
        type: 'domain',
        name_en: `.${tld} domain name`,
        name_nl: `.${tld}-domeinnaam`,
        vat_rate_bp: 2100,
      })),
    )
    .returning({ id: catalogProducts.id, code: catalogProducts.code })
  await db
    .update(catalogProducts)
    .set({ adapter: 'registrar' })
    .where(and(eq(catalogProducts.provider_id, providerId), eq(catalogProducts.category, 'domains.tld')))
  const idOf = new Map([...existing, ...added].map((p) => [p.code, p.id]))
  const id = (tld: string) => idOf.get(code(tld)) ?? ''
  const addedCodes = new Set(added.map((p) => p.code))
  await db.insert(catalogPrices).values(
    TLDS.filter(([tld]) => addedCodes.has(code(tld))).flatMap(([tld, , price, multiYear]) =>
      (multiYear ? ['P1Y', 'P2Y', 'P3Y'] : ['P1Y']).map((period, i) => ({
        product_id: id(tld),
        currency: 'EUR',
        period,
        price_minor: price * (i + 1),
      })),
    ),
  )
  // The catalogue's order is the order TLDs were added: the list above, most asked for first.
  const since = Date.now()
  await db.insert(domainTlds).values(
    TLDS.map(([tld, kind, , , grace, redemption, pendingDelete, restore, features, cap], i) => ({
      created_at: new Date(since + i),
      provider_id: providerId,
      product_id: id(tld),
      tld,
      kind,
      auth_code_required: true,
      features,
      grace_days: grace,
      redemption_days: redemption,
      pending_delete_days: pendingDelete,
      restore_prices: [{ currency: 'EUR', price_minor: restore }],
      premium_cap_minor: cap,
    })),
  )
}
