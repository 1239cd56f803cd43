import { and, asc, desc, eq, isNull, lte, or, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import {
  registrySandboxContacts,
  registrySandboxDomains,
  registrySandboxNotifications,
  registrySandboxProcesses,
} from '../../db/schema/index.ts'
import { findRow } from '../../lib/sql.ts'

/*
 * The sandbox registrar's state (the registry as the sandbox plays it). It is the platform's, not a
 * tenant's: the sandbox stands for one registrar account shared by every provider, as RTR is.
 */

export type SandboxDomainRow = typeof registrySandboxDomains.$inferSelect
export type SandboxDomainInput = typeof registrySandboxDomains.$inferInsert
export type SandboxProcessRow = typeof registrySandboxProcesses.$inferSelect

/** Serialises the sandbox's changes to one name (the registry's own lock), until the transaction ends. */
export async function lockSandboxName(ctx: RequestContext, name: string): Promise<void> {
  await ctx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`registry:${name}`}))`)
}

export const findSandboxDomain = (ctx: RequestContext, name: string) =>
  findRow(ctx.db, registrySandboxDomains, eq(registrySandboxDomains.name, name))

/** Stores a registered or transferred-in name; a released one under the same name is replaced. */
export async function saveSandboxDomain(ctx: RequestContext, row: SandboxDomainInput): Promise<void> {
  const { name: _name, ...rest } = row
  await ctx.db
    .insert(registrySandboxDomains)
    .values(row)
    .onConflictDoUpdate({ target: registrySandboxDomains.name, set: rest })
}

export async function updateSandboxDomain(
  ctx: RequestContext,
  name: string,
  patch: Partial<Omit<SandboxDomainInput, 'name'>>,
): Promise<void> {
  await ctx.db.update(registrySandboxDomains).set(patch).where(eq(registrySandboxDomains.name, name))
}

/** Names that use a contact handle as registrant or in their contact roles. */
export async function sandboxDomainsUsingContact(ctx: RequestContext, handle: string) {
  return ctx.db
    .select({ name: registrySandboxDomains.name, expires_on: registrySandboxDomains.expires_on })
    .from(registrySandboxDomains)
    .where(
      or(
        eq(registrySandboxDomains.registrant, handle),
        sql`${registrySandboxDomains.contacts} @> ${JSON.stringify([{ handle }])}::jsonb`,
      ),
    )
}

export const findSandboxContact = (ctx: RequestContext, handle: string) =>
  findRow(ctx.db, registrySandboxContacts, eq(registrySandboxContacts.handle, handle))

export async function saveSandboxContact(
  ctx: RequestContext,
  handle: string,
  contact: unknown,
): Promise<void> {
  await ctx.db
    .insert(registrySandboxContacts)
    .values({ handle, contact })
    .onConflictDoUpdate({ target: registrySandboxContacts.handle, set: { contact } })
}

export async function deleteSandboxContact(ctx: RequestContext, handle: string): Promise<boolean> {
  const gone = await ctx.db
    .delete(registrySandboxContacts)
    .where(eq(registrySandboxContacts.handle, handle))
    .returning({ handle: registrySandboxContacts.handle })
  return gone.length > 0
}

export async function insertSandboxProcess(
  ctx: RequestContext,
  row: typeof registrySandboxProcesses.$inferInsert,
): Promise<void> {
  await ctx.db.insert(registrySandboxProcesses).values(row)
}

/** A process, locked for the rest of the transaction when it is to be advanced. */
export async function findSandboxProcess(ctx: RequestContext, id: string, lock = false) {
  const query = ctx.db.select().from(registrySandboxProcesses).where(eq(registrySandboxProcesses.id, id))
  const [row] = lock ? await query.for('update') : await query
  return row
}

/** The newest process of an action on a name, RUNNING ones only when `running`. */
export async function latestSandboxProcess(
  ctx: RequestContext,
  action: string,
  name: string,
  running = false,
) {
  const [row] = await ctx.db
    .select()
    .from(registrySandboxProcesses)
    .where(
      and(
        eq(registrySandboxProcesses.action, action),
        eq(registrySandboxProcesses.domain_name, name),
        running ? eq(registrySandboxProcesses.status, 'RUNNING') : undefined,
      ),
    )
    .orderBy(desc(registrySandboxProcesses.created_at))
    .limit(1)
  return row
}

/** RUNNING processes whose time has come (of one name, or all), oldest first. */
export async function dueSandboxProcessIds(ctx: RequestContext, now: Date, name?: string) {
  const rows = await ctx.db
    .select({ id: registrySandboxProcesses.id })
    .from(registrySandboxProcesses)
    .where(
      and(
        eq(registrySandboxProcesses.status, 'RUNNING'),
        lte(registrySandboxProcesses.complete_at, now),
        name ? eq(registrySandboxProcesses.domain_name, name) : undefined,
      ),
    )
    .orderBy(asc(registrySandboxProcesses.complete_at))
    .limit(100)
  return rows.map((r) => r.id)
}

export async function finishSandboxProcess(
  ctx: RequestContext,
  id: string,
  status: 'COMPLETED' | 'FAILED',
  error: string | null,
): Promise<void> {
  await ctx.db
    .update(registrySandboxProcesses)
    .set({ status, error })
    .where(eq(registrySandboxProcesses.id, id))
}

export async function insertSandboxNotification(
  ctx: RequestContext,
  row: { type: string; message: string; process_id?: string | null; domain_name?: string | null },
): Promise<void> {
  await ctx.db.insert(registrySandboxNotifications).values(row)
}

export async function oldestSandboxNotification(ctx: RequestContext) {
  const [row] = await ctx.db
    .select()
    .from(registrySandboxNotifications)
    .where(isNull(registrySandboxNotifications.acked_at))
    .orderBy(asc(registrySandboxNotifications.id))
    .limit(1)
  return row
}

/** Acknowledges a notification; acknowledging it again changes nothing. False when there is none. */
export async function ackSandboxNotification(ctx: RequestContext, id: number, at: Date): Promise<boolean> {
  const [row] = await ctx.db
    .select({ acked_at: registrySandboxNotifications.acked_at })
    .from(registrySandboxNotifications)
    .where(eq(registrySandboxNotifications.id, id))
  if (!row) return false
  if (!row.acked_at)
    await ctx.db
      .update(registrySandboxNotifications)
      .set({ acked_at: at })
      .where(eq(registrySandboxNotifications.id, id))
  return true
}
