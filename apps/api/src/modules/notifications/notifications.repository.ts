import type { Notification, StaffNotificationEvent } from '@portico/contracts'
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { companies, notifications } from '../../db/schema/index.ts'

/** A person's own notifications only: nobody reads another's, staff and super-admins included. */
const mine = (ctx: RequestContext) =>
  and(eq(notifications.user_id, ctx.user.id), eq(notifications.in_app, true))

/** The caller's notifications in the bell: unread first, newest first within each. */
export async function listMine(
  ctx: RequestContext,
  page: { offset: number; limit: number },
): Promise<Notification[]> {
  const rows = await ctx.db
    .select({ row: notifications, company_name: companies.name })
    .from(notifications)
    .innerJoin(companies, eq(companies.id, notifications.company_id))
    .where(mine(ctx))
    .orderBy(
      sql`${notifications.read_at} is null desc`,
      desc(notifications.created_at),
      asc(notifications.id),
    )
    .limit(page.limit)
    .offset(page.offset)
  return rows.map(({ row, company_name }) => ({
    id: row.id,
    event: row.event,
    subject: row.subject,
    company_name,
    link: row.link,
    created_at: row.created_at.toISOString(),
    read_at: row.read_at?.toISOString() ?? null,
  }))
}

export async function countUnread(ctx: RequestContext): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(mine(ctx), isNull(notifications.read_at)))
  return row?.n ?? 0
}

/** Marks one of the caller's notifications read (a read one keeps its moment); false when it is not theirs. */
export async function markRead(ctx: RequestContext, id: string): Promise<boolean> {
  const rows = await ctx.db
    .update(notifications)
    .set({ read_at: sql`coalesce(${notifications.read_at}, now())` })
    .where(and(eq(notifications.id, id), mine(ctx)))
    .returning({ id: notifications.id })
  return rows.length > 0
}

export async function markAllRead(ctx: RequestContext): Promise<void> {
  await ctx.db
    .update(notifications)
    .set({ read_at: sql`now()` })
    .where(and(mine(ctx), isNull(notifications.read_at)))
}

export type NewNotification = {
  user_id: string
  company_id: string
  event: StaffNotificationEvent
  event_key: string
  subject: string
  link: string
  in_app: boolean
}

/**
 * Writes one person's notification of an event, once: false when the event's row is there already
 * (the fan-out ran before). Called by the fan-out job, which acts for the provider as the system.
 */
export async function insertOnce(ctx: RequestContext, row: NewNotification): Promise<boolean> {
  const inserted = await ctx.db
    .insert(notifications)
    .values({ ...row, read_at: row.in_app ? null : new Date() })
    .onConflictDoNothing({ target: [notifications.user_id, notifications.event_key] })
    .returning({ id: notifications.id })
  return inserted.length > 0
}

/** The name of the company an event concerns, as the mail names it. */
export async function companyName(ctx: RequestContext, id: string): Promise<string> {
  const [row] = await ctx.db.select({ name: companies.name }).from(companies).where(eq(companies.id, id))
  return row?.name ?? ''
}
