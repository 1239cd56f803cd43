import type {
  CannedReply,
  CannedReplyInput,
  StaffUser,
  SupportSettings,
  SupportSettingsInput,
} from '@portico/contracts'
import { SupportSettingsInputSchema } from '@portico/contracts'
import {
  type BusinessHours,
  DEFAULT_BUSINESS_HOURS,
  DEFAULT_PRIORITY_MATRIX,
  DEFAULT_SLA_MINUTES,
  type PriorityMatrix,
  type SlaMinutes,
} from '@portico/domain'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import type { Db } from '../../db/client.ts'
import { cannedReplies, companies, memberships, supportSettings, users } from '../../db/schema/index.ts'
import { audit } from '../../lib/audit.ts'
import { BadRequest, NotFound, PreconditionFailed } from '../../lib/errors.ts'

export type Settings = {
  priority_matrix: PriorityMatrix
  sla_minutes: SlaMinutes
  business_hours: BusinessHours & { holidays: string[] }
  version: number
}

/** The provider whose desk a staff request works on: the scope's root, else their provider company. */
export async function providerOf(db: Db, ctx: RequestContext): Promise<string> {
  if (ctx.scopeCompanyId) {
    const [row] = await db
      .select({ lineage: companies.lineage })
      .from(companies)
      .where(eq(companies.id, ctx.scopeCompanyId))
    if (row?.lineage[0]) return row.lineage[0]
  }
  const own = ctx.memberships.find((m) => m.company_kind === 'provider')
  if (own) return own.company_id
  const [first] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.kind, 'provider'))
    .orderBy(asc(companies.created_at))
    .limit(1)
  if (!first) throw new NotFound('There is no provider.')
  return first.id
}

/** The provider's settings; the defaults are stored on first use so that later edits have a version. */
export async function settingsFor(db: Db, providerId: string): Promise<Settings> {
  const read = async () =>
    (await db.select().from(supportSettings).where(eq(supportSettings.provider_id, providerId)))[0]
  let row = await read()
  if (!row) {
    await db
      .insert(supportSettings)
      .values({
        provider_id: providerId,
        priority_matrix: DEFAULT_PRIORITY_MATRIX,
        sla_minutes: DEFAULT_SLA_MINUTES,
        business_hours: DEFAULT_BUSINESS_HOURS,
      })
      .onConflictDoNothing()
    row = await read()
  }
  if (!row) throw new Error('support settings missing')
  return {
    priority_matrix: row.priority_matrix as PriorityMatrix,
    sla_minutes: row.sla_minutes as SlaMinutes,
    business_hours: { holidays: [], ...(row.business_hours as BusinessHours) },
    version: row.version,
  }
}

export async function getSettings(db: Db, ctx: RequestContext): Promise<SupportSettings> {
  return settingsFor(db, await providerOf(db, ctx))
}

export async function updateSettings(
  db: Db,
  ctx: RequestContext,
  version: number,
  input: SupportSettingsInput,
): Promise<SupportSettings> {
  const parsed = SupportSettingsInputSchema.parse(input)
  const providerId = await providerOf(db, ctx)
  const before = await settingsFor(db, providerId)
  return db.transaction(async (t) => {
    const tx = t as unknown as Db
    const [row] = await tx
      .update(supportSettings)
      .set({ ...parsed, version: sql`${supportSettings.version} + 1` })
      .where(and(eq(supportSettings.provider_id, providerId), eq(supportSettings.version, version)))
      .returning()
    if (!row) throw new PreconditionFailed()
    const after = { ...parsed, version: row.version }
    await audit(
      { ...ctx, db: tx },
      {
        action: 'support_settings.updated',
        entity: 'support_settings',
        entity_id: providerId,
        company_id: providerId,
        before,
        after,
      },
    )
    return after
  })
}

/** Who can be assigned: the provider's members and super-admins. */
export async function staffUsers(db: Db, providerId: string): Promise<StaffUser[]> {
  return db
    .select({ id: users.id, display_name: users.display_name, email: users.email })
    .from(users)
    .where(
      sql`${users.disabled_at} is null and (${users.id} in (select ${memberships.user_id} from ${memberships} where ${memberships.company_id} = ${providerId}) or 'super-admin' = any(${users.roles}))`,
    )
    .orderBy(asc(users.display_name))
}

export async function assertAssignable(db: Db, providerId: string, userId: string): Promise<void> {
  const staff = await staffUsers(db, providerId)
  if (!staff.some((s) => s.id === userId))
    throw new BadRequest('Only the provider’s staff can be assigned.', [
      { field: 'assignee_id', message: 'not a staff member' },
    ])
}

const toCanned = (r: typeof cannedReplies.$inferSelect): CannedReply => ({
  id: r.id,
  title: r.title,
  body: r.body,
  created_at: r.created_at.toISOString(),
})

export async function listCanned(db: Db, ctx: RequestContext): Promise<CannedReply[]> {
  const providerId = await providerOf(db, ctx)
  const rows = await db
    .select()
    .from(cannedReplies)
    .where(eq(cannedReplies.provider_id, providerId))
    .orderBy(asc(cannedReplies.title))
  return rows.map(toCanned)
}

export async function createCanned(
  db: Db,
  ctx: RequestContext,
  input: CannedReplyInput,
): Promise<CannedReply> {
  const providerId = await providerOf(db, ctx)
  return db.transaction(async (t) => {
    const tx = t as unknown as Db
    const [row] = await tx
      .insert(cannedReplies)
      .values({ provider_id: providerId, ...input })
      .returning()
    if (!row) throw new Error('insert returned nothing')
    await audit(
      { ...ctx, db: tx },
      {
        action: 'canned_reply.created',
        entity: 'canned_reply',
        entity_id: row.id,
        company_id: providerId,
      },
    )
    return toCanned(row)
  })
}

export async function deleteCanned(db: Db, ctx: RequestContext, id: string): Promise<void> {
  const providerId = await providerOf(db, ctx)
  await db.transaction(async (t) => {
    const tx = t as unknown as Db
    const [row] = await tx
      .delete(cannedReplies)
      .where(and(eq(cannedReplies.id, id), eq(cannedReplies.provider_id, providerId)))
      .returning()
    if (!row) throw new NotFound('Canned reply not found.')
    await audit(
      { ...ctx, db: tx },
      {
        action: 'canned_reply.deleted',
        entity: 'canned_reply',
        entity_id: id,
        company_id: providerId,
      },
    )
  })
}
