import { and, asc, eq } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { insertRow, listRows } from '../../lib/sql.ts'
import { cannedReplies } from './support.schema.ts'

export type CannedRow = typeof cannedReplies.$inferSelect

export async function listCannedRows(ctx: RequestContext, providerId: string): Promise<CannedRow[]> {
  return listRows(ctx.db, cannedReplies, eq(cannedReplies.provider_id, providerId), asc(cannedReplies.title))
}

export async function insertCannedRow(
  ctx: RequestContext,
  providerId: string,
  values: { title: string; body: string },
): Promise<CannedRow> {
  return insertRow(ctx.db, cannedReplies, { provider_id: providerId, ...values })
}

/** Deletes one of the provider's canned replies; undefined when it has none with that id. */
export async function deleteCannedRow(
  ctx: RequestContext,
  providerId: string,
  id: string,
): Promise<CannedRow | undefined> {
  const [row] = await ctx.db
    .delete(cannedReplies)
    .where(and(eq(cannedReplies.id, id), eq(cannedReplies.provider_id, providerId)))
    .returning()
  return row
}
