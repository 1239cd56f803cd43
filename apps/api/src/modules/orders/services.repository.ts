import { and, eq, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { ownedByVisibleCompany } from '../../auth/visibility.ts'
import { services } from '../../db/schema/index.ts'

export type ServiceRow = typeof services.$inferSelect
type ServiceChange = Partial<Pick<ServiceRow, 'status' | 'price_minor' | 'cancel_at'>>

/** A service the caller may see, locked for the change the caller's transaction makes. */
export async function lockService(ctx: RequestContext, id: string): Promise<ServiceRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(services)
    .where(and(eq(services.id, id), ownedByVisibleCompany(ctx, services.company_id)))
    .for('update')
  return row
}

export async function changeService(ctx: RequestContext, id: string, change: ServiceChange): Promise<void> {
  await ctx.db
    .update(services)
    .set({ ...change, version: sql`${services.version} + 1`, updated_at: new Date() })
    .where(eq(services.id, id))
}
