import { eq, sql } from 'drizzle-orm'
import { sqlArray } from '../../lib/sql.ts'
import type { Db } from '../client.ts'
import { companies } from '../schema/index.ts'

/**
 * Bulk demo customers under a provider, generated inside the database (generate_series), so 100,000
 * rows take seconds. Numbers continue the provider's sequence; lineage, search text and indexes are real.
 */
export async function seedCustomers(db: Db, providerId: string, count: number): Promise<void> {
  const [provider] = await db.select().from(companies).where(eq(companies.id, providerId))
  if (!provider) throw new Error(`provider ${providerId} not found`)
  await db.transaction(async (tx) => {
    const counter = await tx.execute(sql`
      insert into counters (company_id, series, period, value) values (${providerId}, 'customer', 0, ${count})
      on conflict (company_id, series, period) do update set value = counters.value + ${count}
      returning value`)
    const last = Number((counter as unknown as { rows: { value: number }[] }).rows[0]?.value)
    const first = last - count + 1
    await tx.execute(sql`
      insert into companies (id, kind, name, parent_id, lineage, provider_id, number, billing_email, vat_id,
        address_street, address_postal_code, address_city, address_country, language, currency)
      select id, 'customer', name, ${providerId}, ${sqlArray(provider.lineage, 'uuid')} || id, ${providerId}, n,
        'billing@' || lower(replace(name, ' ', '-')) || '.example',
        case when n % 3 = 0 then 'NL' || lpad((n % 1000000000)::text, 9, '0') || 'B01' end,
        'Hoofdstraat ' || (n % 300 + 1), lpad((1000 + n % 8999)::text, 4, '0') || ' AB',
        (array['Amsterdam','Rotterdam','Utrecht','Den Haag','Eindhoven','Groningen','Antwerpen','Berlin'])[n % 8 + 1],
        (array['NL','NL','NL','NL','NL','NL','BE','DE'])[n % 8 + 1],
        case when n % 4 = 0 then 'en' else 'nl' end, 'EUR'
      from (
        select gen_random_uuid() as id, n,
          (array['Alpha','Bright','Cedar','Delta','Echo','Fjord','Granite','Harbor','Iris','Juniper'])[n % 10 + 1]
            || ' ' || (array['Systems','Logistics','Media','Foods','Bouw','Zorg','Tech','Retail'])[(n / 10) % 8 + 1]
            || ' ' || n as name
        from generate_series(${first}::int, ${last}::int) as n
      ) g`)
  })
  // Fresh statistics, so the planner walks the list indexes instead of sorting 100,000 rows.
  await db.execute(sql`analyze companies`)
}
