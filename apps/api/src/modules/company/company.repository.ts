import type { Company } from '@portico/contracts'
import { and, eq } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { visibleCompany } from '../../auth/visibility.ts'
import { companies } from '../../db/schema/index.ts'
import { nextNumber } from '../../lib/counters.ts'
import { insertRow } from '../../lib/sql.ts'

export type CompanyRow = typeof companies.$inferSelect

export function toCompany(row: CompanyRow): Company {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    parent_id: row.parent_id,
    archived_at: row.archived_at?.toISOString() ?? null,
    version: row.version,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }
}

/** A company by id, only when it lies in the caller's visible companies. */
export async function findVisibleCompany(ctx: RequestContext, id: string): Promise<CompanyRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(companies)
    .where(and(eq(companies.id, id), visibleCompany(ctx)))
  return row
}

export type CompanyFields = Partial<
  Omit<CompanyRow, 'id' | 'kind' | 'name' | 'parent_id' | 'lineage' | 'provider_id' | 'number' | 'version'>
>

/**
 * Inserts a company with its lineage (root ... itself), which visibility checks rely on, and for
 * customers and resellers the next number of the provider's sequence (in the caller's transaction).
 * The caller has decided that the parent may get a child (a service that found it visible, or the
 * demo seed), so only the database handle of the context is needed.
 */
export async function insertCompany(
  ctx: Pick<RequestContext, 'db'>,
  input: { kind: CompanyRow['kind']; name: string; parent_id?: string | null } & CompanyFields,
): Promise<CompanyRow> {
  const id: string = crypto.randomUUID()
  let lineage: string[] = [id]
  if (input.parent_id) {
    const [parent] = await ctx.db
      .select({ lineage: companies.lineage })
      .from(companies)
      .where(eq(companies.id, input.parent_id))
    if (!parent) throw new Error(`parent company ${input.parent_id} not found`)
    lineage = [...parent.lineage, id]
  }
  const providerId = lineage[0] ?? id
  const number = input.kind === 'provider' ? null : await nextNumber(ctx, providerId, 'customer')
  const values = {
    ...input,
    id,
    parent_id: input.parent_id ?? null,
    lineage,
    provider_id: providerId,
    number,
  }
  return insertRow(ctx.db, companies, values)
}
