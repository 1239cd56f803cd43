import type { StaffUser } from '@portico/contracts'
import { asc, eq, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { memberships, users } from '../../db/schema/index.ts'
import { findRow, updateAtVersion } from '../../lib/sql.ts'
import { supportSettings } from './support.schema.ts'

export type SettingsRow = typeof supportSettings.$inferSelect
type SettingsValues = Pick<SettingsRow, 'priority_matrix' | 'sla_minutes' | 'business_hours'>

/** A provider's support settings; the first read stores `defaults`, so that later edits have a version. */
export async function findOrCreateSettings(
  ctx: RequestContext,
  providerId: string,
  defaults: SettingsValues,
): Promise<SettingsRow> {
  const read = () => findRow(ctx.db, supportSettings, eq(supportSettings.provider_id, providerId))
  const existing = await read()
  if (existing) return existing
  await ctx.db
    .insert(supportSettings)
    .values({ provider_id: providerId, ...defaults })
    .onConflictDoNothing()
  const created = await read()
  if (!created) throw new Error('support settings missing')
  return created
}

/** Replaces the settings when they still have `version`; undefined when stale. */
export async function updateSettingsRow(
  ctx: RequestContext,
  providerId: string,
  version: number,
  values: SettingsValues,
): Promise<SettingsRow | undefined> {
  const [row] = await updateAtVersion(
    ctx.db,
    supportSettings,
    version,
    eq(supportSettings.provider_id, providerId),
    values,
  )
  return row
}

/** Who can be assigned: the provider's members and super-admins, not disabled. */
export async function listStaffUsers(ctx: RequestContext, providerId: string): Promise<StaffUser[]> {
  return ctx.db
    .select({ id: users.id, display_name: users.display_name, email: users.email })
    .from(users)
    .where(
      sql`${users.disabled_at} is null and (${users.id} in (select ${memberships.user_id} from ${memberships} where ${memberships.company_id} = ${providerId}) or 'super-admin' = any(${users.roles}))`,
    )
    .orderBy(asc(users.display_name))
}
