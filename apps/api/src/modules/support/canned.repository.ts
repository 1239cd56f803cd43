import { and, asc, eq } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { cannedReplies } from './support.schema.ts'

export type CannedRow = typeof cannedReplies.$inferSelect

export async function listCannedRows(ctx: RequestContext, providerId: string): Promise<CannedRow[]> {
  return ctx.db
    .select()
    .from(cannedReplies)
    .where(eq(cannedReplies.provider_id, providerId))
    .orderBy(asc(cannedReplies.title))
}

export async function insertCannedRow(
  ctx: RequestContext,
  providerId: string,
  values: { title: string; body: string },
): Promise<CannedRow> {
  const [row] = await ctx.db
    .insert(cannedReplies)
    .values({ provider_id: providerId, ...values })
    .returning()
  if (!row) throw new Error('insert returned nothing')
  return row
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
