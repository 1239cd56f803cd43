import type { Sim, SimActionInput } from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { audit } from '../../lib/audit.ts'
import { BadRequest, Conflict, NotFound } from '../../lib/errors.ts'
import { ownerOf } from '../../lib/owner.ts'
import { type Text, withValues } from '../../lib/texts.ts'
import { connectivityTexts } from './connectivity.texts.ts'
import type { SimChange } from './mvno/adapter.ts'
import {
  type FoundSim,
  findSimByIccid,
  findSimRow,
  findSimTask,
  finishSimTask,
  insertSimTask,
  listSimRows,
  listSimTasks,
  listSimUsage,
  type SimTaskRow,
  type SimUsageRow,
  setSim,
  setSimTaskRequest,
} from './sims.repository.ts'

export const CONNECTIVITY_SIM_TASK = 'connectivity.sim-task'

const refused = (field: string, message: Text) => new BadRequest(message, [{ field, message }])

function toSim(found: FoundSim, usage: SimUsageRow[], tasks: SimTaskRow[]): Sim {
  const { row } = found
  return {
    ...ownerOf(found),
    iccid: row.iccid,
    msisdn: row.msisdn,
    state: row.state,
    bundle: row.bundle,
    bundle_data_mb: row.bundle_data_mb,
    data_limit_mb: row.data_limit_mb,
    mvno_mode: row.mvno_mode,
    usage: usage
      .filter((u) => u.sim_id === row.id)
      .slice(0, 3)
      .map((u) => ({ month: u.month, data_mb: u.data_mb, voice_minutes: u.voice_minutes, sms: u.sms })),
    tasks: tasks
      .filter((t) => t.sim_id === row.id)
      .slice(0, 5)
      .map((t) => ({
        id: t.id,
        action: t.action,
        status: t.status,
        error: t.error,
        created_at: t.created_at.toISOString(),
        completed_at: t.completed_at?.toISOString() ?? null,
      })),
  }
}

/** The SIMs of the scope (every visible one without a scope), with three months of use and the last changes. */
export async function listSims(ctx: RequestContext): Promise<Sim[]> {
  const rows = await listSimRows(ctx, ctx.scopeCompanyId ?? undefined)
  const ids = rows.map((r) => r.row.id)
  const [usage, tasks] = await Promise.all([listSimUsage(ctx, ids), listSimTasks(ctx, ids)])
  return rows.map((r) => toSim(r, usage, tasks))
}

export async function getSim(ctx: RequestContext, id: string): Promise<Sim> {
  const found = await findSimRow(ctx, id)
  if (!found) throw new NotFound()
  return toSim(found, await listSimUsage(ctx, [id]), await listSimTasks(ctx, [id]))
}

/** Whether the SIM may have the change now, as the MVNO would judge it (its errors, named by field). */
async function judge(ctx: RequestContext, found: FoundSim, input: SimActionInput) {
  const sim = found.row
  if (sim.state === 'CLOSED') throw refused('action', connectivityTexts.simClosed)
  if (input.action === 'suspend' && sim.state !== 'LIVE' && sim.state !== 'ACTIVE')
    throw refused('action', connectivityTexts.simNotLive)
  if (input.action === 'unsuspend' && sim.state !== 'OFFLINE')
    throw refused('action', connectivityTexts.simNotSuspended)
  const newIccid = input.new_iccid ?? ''
  if (input.action === 'swap' && (newIccid === sim.iccid || (await findSimByIccid(ctx, newIccid))))
    throw refused('new_iccid', connectivityTexts.iccidInUse)
  if (input.action === 'data_limit' && typeof input.data_limit_mb === 'number') {
    const month = ctx.platform.now().toISOString().slice(0, 7)
    const used = (await listSimUsage(ctx, [sim.id])).find((u) => u.month === month)?.data_mb ?? 0
    if (input.data_limit_mb < used)
      throw refused('data_limit_mb', withValues(connectivityTexts.limitBelowUsage, { used: String(used) }))
  }
}

const changeOf = (input: SimActionInput): SimChange =>
  input.action === 'swap'
    ? { action: 'swap', newIccid: input.new_iccid ?? '' }
    : input.action === 'data_limit'
      ? { action: 'data_limit', dataLimitMb: input.data_limit_mb ?? null }
      : { action: input.action }

/**
 * A change of a SIM (suspend, resume, swap, data limit): judged as the MVNO would, kept as a pending
 * task (one at a time per SIM) and carried out by the `connectivity.sim-task` job, which asks the
 * MVNO and applies the change to the SIM once the MVNO has done it.
 */
export async function requestSimAction(
  ctx: RequestContext,
  simId: string,
  input: SimActionInput,
): Promise<Sim> {
  const found = await findSimRow(ctx, simId)
  if (!found) throw new NotFound()
  await judge(ctx, found, input)
  await ctx.transaction(async (tx) => {
    const task = await insertSimTask(tx, {
      sim_id: simId,
      action: input.action,
      params: changeOf(input),
      status: 'pending',
    })
    if (!task) throw new Conflict(connectivityTexts.changePending)
    await audit(tx, {
      action: `mobile_sim.${input.action}`,
      entity: 'mobile_sim',
      entity_id: simId,
      company_id: found.row.company_id,
      after: changeOf(input),
    })
    await tx.platform.jobs.send(tx.db, CONNECTIVITY_SIM_TASK, { providerId: tx.providerId, taskId: task.id })
  })
  return getSim(ctx, simId)
}

const applied = (change: SimChange) =>
  change.action === 'suspend'
    ? { state: 'OFFLINE' as const }
    : change.action === 'unsuspend'
      ? { state: 'LIVE' as const }
      : change.action === 'swap'
        ? { iccid: change.newIccid }
        : { data_limit_mb: change.dataLimitMb }

/**
 * One step of a SIM task (the job's work): the request placed at the MVNO, or its status asked; once
 * done the change is applied to the SIM with the task's end, once (compare and set on the task).
 * 'running' while the MVNO is still at it.
 */
export async function advanceSimTask(ctx: RequestContext, taskId: string): Promise<'running' | 'done'> {
  const task = await findSimTask(ctx, taskId)
  if (task?.status !== 'pending') return 'done'
  const sim = await findSimRow(ctx, task.sim_id)
  if (!sim) return 'done'
  const change = task.params as SimChange
  if (!task.request_id) {
    const { requestId } = await ctx.platform.mvno.request(ctx, sim.row.iccid, change)
    await setSimTaskRequest(ctx, task.id, requestId)
    return 'running'
  }
  if ((await ctx.platform.mvno.requestStatus(ctx, task.request_id)) === 'PENDING') return 'running'
  await ctx.transaction(async (tx) => {
    if (await finishSimTask(tx, task.id, { status: 'done', error: null, completed_at: tx.platform.now() }))
      await setSim(tx, sim.row.id, applied(change))
  })
  return 'done'
}
