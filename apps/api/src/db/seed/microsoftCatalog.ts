import type { NceTerm } from '@portico/domain'
import type { Db } from '../client.ts'
import { catalogPrices, catalogProducts, catalogResellerPrices, microsoftProducts } from '../schema/index.ts'

/** code prefix, Partner Center catalogue item, name, price per seat per month (EUR cents, excl. VAT) on a one-year term. */
// biome-ignore format: one SKU per row
const SKUS: Array<[string, string, string, number]> = [
  ['M365-BB', 'CFQ7TTC0LH18:0001:CFQ7TTC0K5BF', 'Microsoft 365 Business Basic', 672],
  ['M365-BS', 'CFQ7TTC0LDPB:0001:CFQ7TTC0K5DJ', 'Microsoft 365 Business Standard', 1404],
  ['M365-BP', 'CFQ7TTC0LCHC:0002:CFQ7TTC0K5H1', 'Microsoft 365 Business Premium', 2472],
  ['M365-E3', 'CFQ7TTC0LFLX:0001:CFQ7TTC0KDQ1', 'Microsoft 365 E3', 4044],
  ['M365-EXO1', 'CFQ7TTC0LH16:0001:CFQ7TTC0K5F3', 'Exchange Online (Plan 1)', 444],
]

/** A term's product: its name, commitment in months, and the price per month relative to a year's. */
const TERMS: Array<[NceTerm, string, string, number, number]> = [
  ['P1M', 'monthly term', 'maandelijks opzegbaar', 0, 1.2],
  ['P1Y', '1 year', '1 jaar', 12, 1],
  ['P3Y', '3 years', '3 jaar', 36, 0.97],
]

/** Resell IT's sale prices per seat per month for its customers (Initech): 10% above the provider's. */
const RESELLER_MARKUP = 1.1

/**
 * Microsoft 365 as the cart sells it: one product per SKU and term (the term is the sale's commitment;
 * a monthly term is 20% dearer), priced per month and (for a year or more) per year, set up by the
 * `microsoft` adapter in Partner Center; each product names its Partner Center catalogue item.
 */
export async function seedMicrosoftCatalog(db: Db, providerId: string, resellerId: string) {
  for (const [prefix, catalogItemId, name, yearMonth] of SKUS) {
    for (const [term, termEn, termNl, months, factor] of TERMS) {
      const [product] = await db
        .insert(catalogProducts)
        .values({
          provider_id: providerId,
          code: `${prefix}-${term}`,
          category: 'microsoft',
          type: 'license',
          name_en: `${name} (${termEn})`,
          name_nl: `${name} (${termNl})`,
          description_en: 'Per user; new-commerce terms (seats added any time, removed within 7 days).',
          description_nl:
            'Per gebruiker; new-commerce-voorwaarden (licenties altijd erbij, eraf binnen 7 dagen).',
          vat_rate_bp: 2100,
          adapter: 'microsoft',
          commitment_months: months,
          notice_days: 0,
        })
        .returning({ id: catalogProducts.id })
      if (!product) throw new Error('demo Microsoft product not stored')
      const month = Math.round(yearMonth * factor)
      const prices = term === 'P1M' ? { P1M: month } : { P1M: month, P1Y: month * 12 }
      await db.insert(catalogPrices).values(
        Object.entries(prices).map(([period, price_minor]) => ({
          product_id: product.id,
          currency: 'EUR',
          period,
          price_minor,
        })),
      )
      await db.insert(catalogResellerPrices).values(
        Object.entries(prices).map(([period, price_minor]) => ({
          company_id: resellerId,
          product_id: product.id,
          currency: 'EUR',
          period,
          price_minor: Math.round(price_minor * RESELLER_MARKUP),
        })),
      )
      await db
        .insert(microsoftProducts)
        .values({ product_id: product.id, catalog_item_id: catalogItemId, term })
    }
  }
}
