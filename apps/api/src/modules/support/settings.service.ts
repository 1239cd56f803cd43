import type { StaffUser, SupportSettings, SupportSettingsInput } from '@portico/contracts'
import { SupportSettingsInputSchema } from '@portico/contracts'
import {
  type BusinessHours,
  DEFAULT_BUSINESS_HOURS,
  DEFAULT_PRIORITY_MATRIX,
  DEFAULT_SLA_MINUTES,
  type PriorityMatrix,
  type SlaMinutes,
} from '@portico/domain'
import type { RequestContext } from '../../auth/context.ts'
import { audit } from '../../lib/audit.ts'
import { BadRequest, NotFound, PreconditionFailed } from '../../lib/errors.ts'
import { findOrCreateSettings, listStaffUsers, updateSettingsRow } from './settings.repository.ts'
import { supportTexts } from './support.texts.ts'

export type Settings = {
  priority_matrix: PriorityMatrix
  sla_minutes: SlaMinutes
  business_hours: BusinessHours & { holidays: string[] }
  version: number
}

/** The provider whose desk the request works on (the staff routes: settings, canned replies, assignees). */
export function deskOf(ctx: RequestContext): string {
  if (!ctx.providerId) throw new NotFound(supportTexts.noProvider)
  return ctx.providerId
}

/**
 * A provider's settings; the defaults are stored on first use so that later edits have a version. The
 * default business hours are in the provider's time zone (PROVIDER_TIME_ZONE); the desk may change it.
 */
export async function settingsFor(ctx: RequestContext, providerId: string): Promise<Settings> {
  const row = await findOrCreateSettings(ctx, providerId, {
    priority_matrix: DEFAULT_PRIORITY_MATRIX,
    sla_minutes: DEFAULT_SLA_MINUTES,
    business_hours: { ...DEFAULT_BUSINESS_HOURS, time_zone: ctx.platform.timeZone },
  })
  return {
    priority_matrix: row.priority_matrix as PriorityMatrix,
    sla_minutes: row.sla_minutes as SlaMinutes,
    business_hours: { holidays: [], ...(row.business_hours as BusinessHours) },
    version: row.version,
  }
}

export async function getSettings(ctx: RequestContext): Promise<SupportSettings> {
  return settingsFor(ctx, deskOf(ctx))
}

export async function updateSettings(
  ctx: RequestContext,
  input: { version: number; settings: SupportSettingsInput },
): Promise<SupportSettings> {
  const parsed = SupportSettingsInputSchema.parse(input.settings)
  const providerId = deskOf(ctx)
  const before = await settingsFor(ctx, providerId)
  return ctx.transaction(async (tx) => {
    const row = await updateSettingsRow(tx, providerId, input.version, parsed)
    if (!row) throw new PreconditionFailed()
    const after = { ...parsed, version: row.version }
    await audit(tx, {
      action: 'support_settings.updated',
      entity: 'support_settings',
      entity_id: providerId,
      company_id: providerId,
      before,
      after,
    })
    return after
  })
}

/** Who can be assigned on the caller's desk. */
export async function listAssignees(ctx: RequestContext): Promise<StaffUser[]> {
  return listStaffUsers(ctx, deskOf(ctx))
}

export async function assertAssignable(
  ctx: RequestContext,
  providerId: string,
  userId: string,
): Promise<void> {
  const staff = await listStaffUsers(ctx, providerId)
  if (!staff.some((s) => s.id === userId))
    throw new BadRequest(supportTexts.assigneeNotStaff, [
      { field: 'assignee_id', message: 'not a staff member' },
    ])
}
