import { eq } from 'drizzle-orm'
import { catalogPrices, catalogProducts, companies, domainTlds } from '../apps/api/src/db/schema/index.ts'
import { startFakeRealtimeRegister } from '../apps/api/test/helpers/fakeRealtimeRegister.ts'
import { demoProviderId, withBench } from './harness.ts'
import { latencies, row, verdict } from './lib.ts'

// Real gTLDs beside the demo catalogue's twelve, to check one name across 50.
// biome-ignore format: a list of names
const MORE_TLDS = ['app', 'dev', 'info', 'biz', 'xyz', 'site', 'store', 'tech', 'space', 'website', 'club', 'live', 'life', 'world', 'today', 'digital', 'email', 'agency', 'company', 'solutions', 'services', 'network', 'systems', 'media', 'studio', 'design', 'group', 'team', 'works', 'center', 'zone', 'green', 'one', 'pro', 'me', 'tv', 'fm', 'ai']

/**
 * The availability check of issue 12: one name across 50 TLDs against the Realtime Register fake
 * with 50 ms latency per call, next to the same name on one TLD. The lookups run in parallel
 * (bounded), so the p95 of the whole check stays within 1.5x that of a single lookup.
 */
export async function benchDomainCheck(adminUrl?: string): Promise<string> {
  const fake = await startFakeRealtimeRegister({ latencyMs: 50 })
  try {
    return await withBench(
      {
        adminUrl,
        env: {
          REALTIMEREGISTER_API_KEY: fake.apiKey,
          REALTIMEREGISTER_URL: fake.url,
          REALTIMEREGISTER_CUSTOMER: fake.customer,
        },
        seed: async (db) => {
          const providerId = await demoProviderId(db)
          const products = await db
            .insert(catalogProducts)
            .values(
              MORE_TLDS.map((tld) => ({
                provider_id: providerId,
                code: `TLD-${tld.toUpperCase()}`,
                name_en: `.${tld} domain name`,
                name_nl: `.${tld}-domeinnaam`,
                category: 'domains.tld',
                type: 'domain',
                adapter: 'registrar',
                vat_rate_bp: 2100,
              })),
            )
            .returning({ id: catalogProducts.id, code: catalogProducts.code })
          await db
            .insert(catalogPrices)
            .values(
              products.map((p) => ({ product_id: p.id, currency: 'EUR', period: 'P1Y', price_minor: 1999 })),
            )
          await db.insert(domainTlds).values(
            products.map((p) => ({
              provider_id: providerId,
              product_id: p.id,
              tld: p.code.slice(4).toLowerCase(),
              kind: 'gtld' as const,
              grace_days: 30,
              redemption_days: 30,
              pending_delete_days: 5,
            })),
          )
        },
      },
      async (bench) => {
        const headers = await bench.signIn('jane@example.com', 'jane')
        const [acme] = await bench.db
          .select({ id: companies.id })
          .from(companies)
          .where(eq(companies.name, 'Acme B.V.'))
        const url = (tlds?: string) =>
          `${bench.url}/api/v1/domains/check?name=portico-bench&company=${acme?.id}${tlds ? `&tlds=${tlds}` : ''}`
        const all = await (await fetch(url(), { headers })).json()
        const count = (all as { data: unknown[] }).data.length
        const single = await latencies(url('nl'), headers, 40)
        const many = await latencies(url(), headers, 40)
        const ratio = many.p95 / single.p95
        return row(
          `check 1 name, ${count} TLDs (${bench.label})`,
          `p95 ${many.p95.toFixed(0)} ms | one TLD p95 ${single.p95.toFixed(0)} ms | ratio ${ratio.toFixed(2)} (target <= 1.5) ${verdict(ratio <= 1.5 && count === 50, 'ABOVE TARGET')}`,
        )
      },
    )
  } finally {
    await fake.close()
  }
}
