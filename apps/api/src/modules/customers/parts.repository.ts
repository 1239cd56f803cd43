import { and, eq, isNull } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { ownedByVisibleCompany } from '../../auth/visibility.ts'
import type { contacts, locations } from '../../db/schema/index.ts'
import { archiveRows, insertRow, updateAtVersion } from '../../lib/sql.ts'

/** The tables of a record's parts: rows of one company, versioned, archived rather than deleted. */
type PartTable = typeof contacts | typeof locations

/** A part's own columns: what a client sends, without the keys and bookkeeping the server keeps. */
export type PartColumns<T extends PartTable> = Omit<
  T['$inferInsert'],
  'id' | 'company_id' | 'archived_at' | 'version' | 'created_at' | 'updated_at'
>

/** The active parts of a company the caller may see. */
export const activePartsOf = (ctx: RequestContext, table: PartTable, companyId: string) =>
  and(
    eq(table.company_id, companyId),
    isNull(table.archived_at),
    ownedByVisibleCompany(ctx, table.company_id),
  )

/** Insert, update at a version and archive of one kind of part; every query takes ctx first. */
export function partWrites<T extends PartTable>(table: T) {
  const one = (ctx: RequestContext, companyId: string, id: string) =>
    and(eq(table.id, id), activePartsOf(ctx, table, companyId))
  return {
    async insert(ctx: RequestContext, companyId: string, values: PartColumns<T>): Promise<string> {
      const row = await insertRow(ctx.db, table, { company_id: companyId, ...values } as T['$inferInsert'])
      return row.id
    },
    /** Saves a part while its version still matches; false when someone saved first. */
    async update(
      ctx: RequestContext,
      companyId: string,
      id: string,
      version: number,
      values: PartColumns<T>,
    ): Promise<boolean> {
      const rows = await updateAtVersion(
        ctx.db,
        table,
        version,
        one(ctx, companyId, id),
        values as Partial<T['$inferInsert']>,
      )
      return rows.length > 0
    },
    async archive(ctx: RequestContext, companyId: string, id: string): Promise<void> {
      await archiveRows(ctx.db, table, one(ctx, companyId, id))
    },
  }
}
