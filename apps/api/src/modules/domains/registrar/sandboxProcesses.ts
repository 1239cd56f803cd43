import { randomUUID } from 'node:crypto'
import { addMonths, todayIn } from '@portico/domain'
import type { RequestContext } from '../../../auth/context.ts'
import {
  dueSandboxProcessIds,
  findSandboxDomain,
  findSandboxProcess,
  finishSandboxProcess,
  insertSandboxNotification,
  insertSandboxProcess,
  lockSandboxName,
  type SandboxDomainRow,
  type SandboxProcessRow,
  saveSandboxDomain,
  updateSandboxDomain,
} from '../registry.repository.ts'
import type { ContactRole, ProcessStarted, RegistrarProcess } from './adapter.ts'
import {
  acceptsForeignAuthCode,
  lifecycleOf,
  newAuthCode,
  type ParsedName,
  parsedOrThrow,
  premiumPrice,
  RESERVED_LABELS,
  TAKEN_LABELS,
} from './sandboxRules.ts'

/**
 * The sandbox's processes: a mutation is stored RUNNING with the moment it completes, and takes
 * effect when someone looks after that moment (process, info, poll), as RTR's do when its registry
 * answers. Advancing locks the process row, so two callers at once apply one effect.
 */

/** Seconds until a process completes: transfers wait on the losing registrar, so longer. */
const DURATION_S: Record<string, number> = { CREATE: 2, RENEW: 2, RESTORE: 2, TRANSFER: 5 }

const ACTION_NAMES: Record<string, string> = {
  CREATE: 'Registration',
  TRANSFER: 'Transfer',
  RENEW: 'Renewal',
  RESTORE: 'Restore',
}

export type ProcessPayload = {
  registrant?: string
  contacts?: Array<{ role: ContactRole; handle: string }>
  ns?: string[]
  period?: number
  authcode?: string
  reason?: string
}

export const today = (ctx: RequestContext) => todayIn(ctx.platform.timeZone, ctx.platform.now())

/** A name the sandbox holds and that its lifecycle has not released yet. */
export async function heldDomain(ctx: RequestContext, parsed: ParsedName) {
  const row = await findSandboxDomain(ctx, parsed.name)
  if (!row || lifecycleOf(parsed, row.expires_on, today(ctx)).state === 'released') return undefined
  return row
}

export async function startProcess(
  ctx: RequestContext,
  action: RegistrarProcess['action'],
  name: string,
  payload: ProcessPayload,
): Promise<ProcessStarted> {
  const id = randomUUID()
  const done = !DURATION_S[action]
  const complete_at = new Date(ctx.platform.now().getTime() + (DURATION_S[action] ?? 0) * 1000)
  const status = done ? 'COMPLETED' : 'RUNNING'
  await insertSandboxProcess(ctx, { id, action, domain_name: name, status, payload, complete_at })
  return { processId: id, status }
}

export const toProcess = (row: SandboxProcessRow): RegistrarProcess => ({
  id: row.id,
  action: row.action as RegistrarProcess['action'],
  domainName: row.domain_name,
  status: row.status as RegistrarProcess['status'],
  ...(row.error ? { error: row.error } : {}),
})

/** Advances one process if its time has come; returns it as it stands afterwards. */
export async function settleProcess(ctx: RequestContext, id: string): Promise<SandboxProcessRow | undefined> {
  return ctx.transaction(async (tx) => {
    const row = await findSandboxProcess(tx, id, true)
    if (row?.status !== 'RUNNING' || row.complete_at > tx.platform.now()) return row
    await lockSandboxName(tx, row.domain_name)
    const error = await applyEffect(tx, row)
    await finishSandboxProcess(tx, id, error ? 'FAILED' : 'COMPLETED', error)
    const what = `${ACTION_NAMES[row.action] ?? row.action} of ${row.domain_name}`
    await insertSandboxNotification(tx, {
      type: row.action === 'TRANSFER' ? 'TRANSFER' : 'DOMAIN',
      message: error ? `${what} failed: ${error}` : `${what} completed`,
      process_id: id,
      domain_name: row.domain_name,
    })
    return { ...row, status: error ? 'FAILED' : 'COMPLETED', error }
  })
}

/** Advances every due process (of one name, or all). */
export async function settleDue(ctx: RequestContext, name?: string): Promise<void> {
  for (const id of await dueSandboxProcessIds(ctx, ctx.platform.now(), name)) await settleProcess(ctx, id)
}

/** The process's effect on the registry; the reason it fails, or null. */
async function applyEffect(ctx: RequestContext, row: SandboxProcessRow): Promise<string | null> {
  const parsed = parsedOrThrow(row.domain_name)
  const p = row.payload as ProcessPayload
  const held = await heldDomain(ctx, parsed)
  const day = today(ctx)
  switch (row.action) {
    case 'CREATE': {
      if (held || TAKEN_LABELS.includes(parsed.label) || RESERVED_LABELS.includes(parsed.label))
        return 'Domain name is not available'
      await saveSandboxDomain(ctx, {
        ...registered(parsed, p),
        expires_on: addMonths(day, p.period ?? 12),
        created_at: ctx.platform.now(),
      })
      return null
    }
    case 'TRANSFER':
      return transferIn(ctx, parsed, p, held, day)
    case 'RENEW': {
      if (!held) return 'Domain not found'
      if (lifecycleOf(parsed, held.expires_on, day).recovery !== 'renew')
        return 'Domain cannot be renewed in its current state; restore it'
      await updateSandboxDomain(ctx, parsed.name, { expires_on: addMonths(held.expires_on, p.period ?? 12) })
      return null
    }
    case 'RESTORE': {
      if (!held) return 'Domain not found'
      if (lifecycleOf(parsed, held.expires_on, day).recovery !== 'restore')
        return 'Domain is not in redemption'
      // Registries restore with a year's renewal counted from the old expiry.
      await updateSandboxDomain(ctx, parsed.name, { expires_on: addMonths(held.expires_on, 12) })
      return null
    }
    default:
      return null
  }
}

const registered = (parsed: ParsedName, p: ProcessPayload) => ({
  name: parsed.name,
  registrant: p.registrant ?? '',
  contacts: p.contacts ?? [],
  ns: p.ns ?? [],
  status: [] as string[],
  auth_code: newAuthCode(),
  auto_renew: false,
  premium: premiumPrice(parsed) !== null,
})

/**
 * A transfer in. A name the sandbox holds needs its stored code and no transfer lock; any other
 * name counts as held elsewhere, expiring in six months, and its code follows the sandbox's rule.
 * gTLDs and ccTLDs add the period to the expiry; SIDN leaves a .nl expiry as it was.
 */
async function transferIn(
  ctx: RequestContext,
  parsed: ParsedName,
  p: ProcessPayload,
  held: SandboxDomainRow | undefined,
  day: string,
): Promise<string | null> {
  if (RESERVED_LABELS.includes(parsed.label)) return 'Domain name is reserved'
  const code = p.authcode ?? ''
  if (held ? held.auth_code !== code : !acceptsForeignAuthCode(code)) return 'Invalid authcode'
  if (held?.status.includes('CLIENT_TRANSFER_PROHIBITED')) return 'Domain is locked against transfer'
  const expiry = held?.expires_on ?? addMonths(day, 6)
  await saveSandboxDomain(ctx, {
    ...registered(parsed, p),
    expires_on: parsed.rules.kind === 'nl' ? expiry : addMonths(expiry, p.period ?? 12),
    created_at: held?.created_at ?? ctx.platform.now(),
  })
  return null
}
