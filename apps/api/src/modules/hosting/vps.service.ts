import type { DedicatedServer, Vps, VpsDetail, VpsPowerAction, VpsTask } from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { audit } from '../../lib/audit.ts'
import { Conflict, NotFound, refusedAsConflict } from '../../lib/errors.ts'
import { ownerOf } from '../../lib/owner.ts'
import { ComputeError, type ComputeTask, type VmStatus } from './compute/adapter.ts'
import { storedStage } from './usage.service.ts'
import {
  type FoundVps,
  findVpsRow,
  findVpsTask,
  insertVpsTask,
  listDedicatedServerRows,
  listVpsRows,
  recentVpsTasks,
  runningVpsTask,
  setRunningVpsTask,
  setVps,
  type VpsTaskRow,
  vpsTaskById,
} from './vps.repository.ts'
import { vpsTexts } from './vps.texts.ts'
import { monthTraffic, trafficHistory } from './vpsUsage.service.ts'

/** The queue that follows a power action's platform task until it ends (hosting.jobs.ts). */
export const HOSTING_VPS_TASK = 'hosting.vps-task'

function toVps(found: FoundVps, traffic: number): Vps {
  const { row } = found
  return {
    ...ownerOf(found),
    service_id: row.service_id,
    product_name_en: found.product_name_en,
    product_name_nl: found.product_name_nl,
    platform: row.platform,
    node: row.node,
    vmid: row.vmid,
    name: row.name,
    plan: row.plan,
    specs: {
      cores: row.cores,
      memory_bytes: row.memory_bytes,
      disk_bytes: row.disk_bytes,
      template: row.template,
    },
    ip_addresses: row.ip_addresses,
    status: row.status,
    power: row.power,
    error: row.error,
    traffic_bytes: traffic,
    traffic_limit_bytes: row.traffic_limit_bytes,
    traffic_alert: storedStage(row.traffic_alert),
    created_at: row.created_at.toISOString(),
  }
}

export const toVpsTask = (t: VpsTaskRow): VpsTask => ({
  id: t.id,
  vps_id: t.vps_id,
  action: t.action,
  status: t.status,
  progress: t.status === 'done' ? 100 : t.progress,
  error: t.error,
  started_at: t.started_at.toISOString(),
  finished_at: t.finished_at?.toISOString() ?? null,
})

/** The VPSes of the caller's companies (in scope), with this month's traffic. */
export async function listVpses(ctx: RequestContext): Promise<Vps[]> {
  const rows = await listVpsRows(ctx)
  const traffic = await monthTraffic(
    ctx,
    rows.map((r) => r.row.id),
  )
  return rows.map((r) => toVps(r, traffic.get(r.row.id) ?? 0))
}

async function found(ctx: RequestContext, id: string) {
  const vps = await findVpsRow(ctx, id)
  if (!vps) throw new NotFound(vpsTexts.notFound)
  return vps
}

/** A platform call on behalf of the customer: its refusal is a 409 in the platform's words. */
const atPlatform = <T>(call: () => Promise<T>) =>
  refusedAsConflict(ComputeError, vpsTexts.platformRefused, call)

/** The machine now, as the platform reports it; null when it has none or does not answer. */
async function liveStatus(ctx: RequestContext, vps: FoundVps): Promise<VmStatus | null> {
  const { row } = vps
  if (row.node === null || row.vmid === null || (row.status !== 'active' && row.status !== 'suspended'))
    return null
  try {
    return await ctx.platform.vpsPlatform.status(ctx, { node: row.node, vmid: row.vmid })
  } catch {
    return null
  }
}

/** One VPS with its power and use now, its traffic of the last 48 hours and 30 days, and its latest tasks. */
export async function getVpsDetail(ctx: RequestContext, id: string): Promise<VpsDetail> {
  const vps = await found(ctx, id)
  const [traffic, history, tasks, live] = await Promise.all([
    monthTraffic(ctx, [id]),
    trafficHistory(ctx, id),
    recentVpsTasks(ctx, id),
    liveStatus(ctx, vps),
  ])
  const base = toVps(vps, traffic.get(id) ?? 0)
  return {
    ...base,
    power: live?.power ?? base.power,
    ip_addresses: live?.ipAddresses.length ? live.ipAddresses : base.ip_addresses,
    uptime_seconds: live?.power === 'running' ? live.uptimeSeconds : null,
    cpu_percent: live?.power === 'running' ? live.cpuPercent : null,
    memory_used_bytes: live?.power === 'running' ? live.memoryUsedBytes : null,
    ...history,
    tasks: tasks.map(toVpsTask),
  }
}

/** The power a finished action leaves the machine in. */
const powerAfter = (action: VpsPowerAction) =>
  action === 'stop' || action === 'shutdown' ? 'stopped' : 'running'

/**
 * Follows a task one step: asks the platform, keeps its progress, and when it ended records the
 * outcome and the machine's power (once: a task already ended is left alone). Returns when to ask
 * again, or null when it ended.
 */
export async function advanceVpsTask(ctx: RequestContext, task: VpsTaskRow): Promise<number | null> {
  if (task.status !== 'running' || !task.upid) return null
  let step: ComputeTask
  try {
    step = await ctx.platform.vpsPlatform.task(ctx, task.upid)
  } catch (error) {
    if (!(error instanceof ComputeError)) throw error
    const finished_at = ctx.platform.now()
    await setRunningVpsTask(ctx, task.id, {
      status: 'failed',
      error: error.message.slice(0, 500),
      finished_at,
    })
    return null
  }
  if (step.state === 'running') {
    await setRunningVpsTask(ctx, task.id, { progress: step.progress })
    return step.checkAfterSeconds
  }
  await ctx.transaction(async (tx) => {
    if (
      await setRunningVpsTask(tx, task.id, { status: 'done', progress: 100, finished_at: tx.platform.now() })
    )
      await setVps(tx, task.vps_id, { power: powerAfter(task.action) })
  })
  return null
}

/**
 * A power action on an active VPS (start a stopped one; stop, shut down or reboot a running one): the
 * platform's task is kept and followed by a job until it ends; the caller polls it meanwhile.
 */
export async function powerVps(ctx: RequestContext, id: string, action: VpsPowerAction): Promise<VpsTask> {
  const { row } = await found(ctx, id)
  if (row.status !== 'active' || row.node === null || row.vmid === null)
    throw new Conflict(vpsTexts.notActive)
  if (await runningVpsTask(ctx, id)) throw new Conflict(vpsTexts.busy)
  const vm = { node: row.node, vmid: row.vmid }
  const { power } = await atPlatform(() => ctx.platform.vpsPlatform.status(ctx, vm))
  if (action === 'start' && power === 'running') throw new Conflict(vpsTexts.alreadyRunning)
  if (action !== 'start' && power !== 'running') throw new Conflict(vpsTexts.notRunning)
  const task = await ctx.transaction(async (tx) => {
    const step = await atPlatform(() => tx.platform.vpsPlatform.power(tx, vm, action))
    const running = step.state === 'running'
    const inserted = await insertVpsTask(tx, {
      vps_id: id,
      company_id: row.company_id,
      action,
      upid: running ? step.taskId : null,
      status: running ? 'running' : 'done',
      progress: running ? step.progress : 100,
      started_at: tx.platform.now(),
      finished_at: running ? null : tx.platform.now(),
    })
    if (running)
      await tx.platform.jobs.send(
        tx.db,
        HOSTING_VPS_TASK,
        { providerId: row.provider_id, taskId: inserted.id },
        { startAfter: step.checkAfterSeconds },
      )
    else await setVps(tx, id, { power: powerAfter(action) })
    await audit(tx, {
      action: `vps.${action}`,
      entity: 'vps',
      entity_id: id,
      company_id: row.company_id,
    })
    return inserted
  })
  return toVpsTask(task)
}

/** A power action's task; a running one is asked about first, so polling moves it on. */
export async function pollVpsTask(ctx: RequestContext, id: string, taskId: string): Promise<VpsTask> {
  const task = await findVpsTask(ctx, id, taskId)
  if (!task) throw new NotFound(vpsTexts.taskNotFound)
  await advanceVpsTask(ctx, task)
  return toVpsTask((await findVpsTask(ctx, id, taskId)) ?? task)
}

/** The job's step: follows the task; while it runs, the job comes back after the platform's pause. */
export async function followVpsTask(ctx: RequestContext, taskId: string) {
  const task = await vpsTaskById(ctx, taskId)
  return task ? advanceVpsTask(ctx, task) : null
}

/** The dedicated servers of the caller's companies (in scope). */
export async function listDedicatedServers(ctx: RequestContext): Promise<DedicatedServer[]> {
  return (await listDedicatedServerRows(ctx)).map(({ row, company_name }) => ({
    id: row.id,
    company_id: row.company_id,
    company_name,
    service_id: row.service_id,
    name: row.name,
    model: row.model,
    cpu: row.cpu,
    cores: row.cores,
    memory_bytes: row.memory_bytes,
    disks: row.disks,
    location: row.location,
    ip_addresses: row.ip_addresses,
    power: row.power,
    status: row.status,
    created_at: row.created_at.toISOString(),
  }))
}
