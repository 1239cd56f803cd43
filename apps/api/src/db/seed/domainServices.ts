import { addMonths } from '@portico/domain'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { catalogPrices, domains, domainTlds, services } from '../schema/index.ts'

type SeededDomain = {
  id: string
  name: string
  company_id: string
  status: string
  expires_on: string | null
}

/**
 * Each registered demo domain is billed by a yearly service of its TLD product whose next period
 * starts at its expiry, as an ordered one is: the recurring run invoices its renewal, and paying that
 * renews it. A name in redemption counts as invoiced already (its renewal was not paid), so that it
 * shows the restore. Initech buys through its reseller, which pays the provider the same price.
 */
export async function seedDomainServices(
  db: Db,
  providerId: string,
  resellerOf: (companyId: string) => string | null,
  rows: SeededDomain[],
): Promise<void> {
  const prices = await db
    .select({ tld: domainTlds.tld, product_id: domainTlds.product_id, price: catalogPrices.price_minor })
    .from(domainTlds)
    .innerJoin(
      catalogPrices,
      and(
        eq(catalogPrices.product_id, domainTlds.product_id),
        eq(catalogPrices.period, 'P1Y'),
        eq(catalogPrices.currency, 'EUR'),
      ),
    )
    .where(eq(domainTlds.provider_id, providerId))
  for (const row of rows) {
    const tld = prices.find((p) => p.tld === row.name.slice(row.name.indexOf('.') + 1))
    if (!tld || !row.expires_on) continue
    const reseller = resellerOf(row.company_id)
    const [service] = await db
      .insert(services)
      .values({
        company_id: row.company_id,
        type: 'domains.tld',
        name: row.name,
        status: 'active',
        product_id: tld.product_id,
        seller_id: reseller ?? providerId,
        currency: 'EUR',
        period: 'P1Y',
        price_minor: tld.price,
        cost_minor: reseller ? tld.price : null,
        vat_rate_bp: 2100,
        start_date: addMonths(row.expires_on, -12),
        next_due_date: row.status === 'redemption' ? addMonths(row.expires_on, 12) : row.expires_on,
      })
      .returning({ id: services.id })
    if (service) await db.update(domains).set({ service_id: service.id }).where(eq(domains.id, row.id))
  }
}
