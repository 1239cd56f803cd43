import { sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { visibleCompany } from '../../auth/visibility.ts'
import { companies } from '../../db/schema/index.ts'
import { queryRows } from '../../lib/sql.ts'

/**
 * A visible company with the one that sells to it: the reseller above it, or else its provider.
 * The seller's name heads the contract summary.
 */
export async function companyWithSeller(ctx: RequestContext, companyId: string) {
  const [row] = await queryRows<{ name: string; language: 'en' | 'nl'; seller_name: string }>(
    ctx.db,
    sql`select ${companies.name} as name, ${companies.language} as language,
          (select s.name from companies s
            where s.id = coalesce(
              (select r.id from companies r where r.id = any(${companies.lineage}) and r.kind = 'reseller'
                 and r.id <> ${companies.id} limit 1),
              ${companies.lineage}[1])) as seller_name
        from ${companies}
        where ${companies.id} = ${companyId} and ${visibleCompany(ctx)}`,
  )
  return row
}
