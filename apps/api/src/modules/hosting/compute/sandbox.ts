import { createHash, randomInt } from 'node:crypto'
import type { RequestContext } from '../../../auth/context.ts'
import {
  deleteSandboxVm,
  finishSandboxVmTask,
  highestSandboxVmid,
  insertSandboxVm,
  insertSandboxVmTask,
  lockSandboxVmTask,
  runningSandboxVmTask,
  type SandboxVmRow,
  type SandboxVmTaskRow,
  sandboxVm,
  sandboxVmTask,
  setSandboxVm,
} from '../vpsSandbox.repository.ts'
import { ComputeError, type ComputeTask, type VmRef, type VpsPlatform } from './adapter.ts'
import { bytesToGibibytes, bytesToMebibytes } from './units.ts'

/** The queue the sandbox platform completes its tasks on (hosting.jobs.ts). */
export const VPS_SANDBOX_TASK = 'hosting.vps-sandbox-task'
/** The sandbox's one node. */
export const SANDBOX_NODE = 'pve-ams1'

type TaskType = SandboxVmTaskRow['type']
/** How long each task takes, in seconds, as a small Proxmox node would. */
export const TASK_SECONDS: Record<TaskType, number> = {
  qmcreate: 8,
  qmstart: 3,
  qmstop: 2,
  qmshutdown: 4,
  qmreboot: 5,
  qmdestroy: 3,
}

/** A number from a VM's name, so that each VM behaves its own way, the same on every run. */
export function spread(name: string, salt: string, from: number, to: number) {
  const n = createHash('sha256').update(`${salt}:${name}`).digest().readUInt32BE(0) / 0xffffffff
  return Math.round(from + n * (to - from))
}

/** The VM's addresses: one IPv4 from the sandbox's documentation range, one IPv6. */
export const sandboxAddresses = (vmid: number) => [
  `185.51.${100 + Math.floor(vmid / 250)}.${(vmid % 250) + 2}`,
  `2a05:d014:12::${vmid.toString(16)}`,
]

/** A Proxmox-shaped task id: UPID:node:pid:pstart:starttime:type:vmid:user: (hex numbers). */
function upid(node: string, type: TaskType, vmid: number, at: Date) {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(8, '0')
  const start = Math.floor(at.getTime() / 1000)
  return `UPID:${node}:${hex(randomInt(1, 0xffffff))}:${hex(randomInt(1, 0xffffff))}:${hex(start)}:${type}:${vmid}:portico@pve!sandbox:`
}

async function vmOf(ctx: RequestContext, vm: VmRef) {
  const found = await sandboxVm(ctx, vm.node, vm.vmid)
  if (!found)
    throw new ComputeError(`Configuration file 'nodes/${vm.node}/qemu-server/${vm.vmid}.conf' does not exist`)
  return found
}

/** Starts a task on the VM (one at a time, as Proxmox locks a VM) and has the job complete it later. */
async function begin(ctx: RequestContext, vm: VmRef, type: TaskType): Promise<ComputeTask> {
  if (await runningSandboxVmTask(ctx, vm.node, vm.vmid))
    throw new ComputeError(`VM ${vm.vmid} is locked by a running task`)
  const now = ctx.platform.now()
  const id = upid(vm.node, type, vm.vmid, now)
  const seconds = TASK_SECONDS[type]
  await insertSandboxVmTask(ctx, {
    upid: id,
    node: vm.node,
    vmid: vm.vmid,
    type,
    status: 'running',
    ready_at: new Date(now.getTime() + seconds * 1000),
    created_at: now,
  })
  await ctx.platform.jobs.send(
    ctx.db,
    VPS_SANDBOX_TASK,
    { providerId: null, upid: id },
    { startAfter: seconds },
  )
  return { state: 'running', taskId: id, checkAfterSeconds: Math.min(seconds, 2), progress: 0 }
}

/** What a finished task does to its VM. */
async function effect(ctx: RequestContext, task: SandboxVmTaskRow, at: Date) {
  const { node, vmid } = task
  if (task.type === 'qmdestroy') return deleteSandboxVm(ctx, node, vmid)
  const running = task.type === 'qmcreate' || task.type === 'qmstart' || task.type === 'qmreboot'
  // A start or a reboot starts the machine again: its counters and uptime count from now.
  await setSandboxVm(
    ctx,
    node,
    vmid,
    running ? { status: 'running', started_at: at } : { status: 'stopped', started_at: null },
  )
}

/**
 * Completes a task whose time has come (the job, or a poll after its time): its effect happens once,
 * under the task's lock. Returns false while it is not yet time.
 */
export async function completeSandboxVmTask(ctx: RequestContext, id: string): Promise<boolean> {
  return ctx.transaction(async (tx) => {
    const task = await lockSandboxVmTask(tx, id)
    if (task?.status !== 'running') return true
    if (task.ready_at > tx.platform.now()) return false
    await effect(tx, task, task.ready_at)
    await finishSandboxVmTask(tx, id, 'OK')
    return true
  })
}

const progressOf = (task: SandboxVmTaskRow, now: Date) => {
  const whole = task.ready_at.getTime() - task.created_at.getTime()
  return whole <= 0
    ? 99
    : Math.min(99, Math.max(0, Math.round(((now.getTime() - task.created_at.getTime()) / whole) * 100)))
}

function statusOf(vm: SandboxVmRow, now: Date) {
  const uptime =
    vm.status === 'running' && vm.started_at
      ? Math.max(0, Math.floor((now.getTime() - vm.started_at.getTime()) / 1000))
      : 0
  const memory = vm.memory_mib * 1024 * 1024
  return {
    power: vm.status,
    uptimeSeconds: uptime,
    cpuPercent: uptime ? spread(vm.name, `cpu:${Math.floor(now.getTime() / 60_000)}`, 2, 35) : 0,
    memoryUsedBytes: uptime ? Math.round(memory * (spread(vm.name, 'memory', 35, 70) / 100)) : 0,
    netinBytes: Math.round(vm.in_rate * uptime),
    netoutBytes: Math.round(vm.out_rate * uptime),
    ipAddresses: vm.ip_addresses,
  }
}

/**
 * The sandbox VPS platform (the default, "sandbox" in the portal): real VMs in our database on one
 * node, every write a UPID task its job completes a few seconds later, counters that grow with each
 * VM's uptime and start again at 0 when it restarts, as Proxmox's do.
 */
export function sandboxVpsPlatform(): VpsPlatform {
  return {
    key: 'sandbox',
    async create(ctx, input) {
      const vmid = (await highestSandboxVmid(ctx, SANDBOX_NODE)) + 1
      const vm = { node: SANDBOX_NODE, vmid }
      await insertSandboxVm(ctx, {
        ...vm,
        name: input.name,
        cores: input.cores,
        memory_mib: bytesToMebibytes(input.memoryBytes),
        disk_gib: bytesToGibibytes(input.diskBytes),
        template: input.template,
        ip_addresses: sandboxAddresses(vmid),
        status: 'stopped',
        in_rate: spread(input.name, 'in', 20_000, 400_000),
        out_rate: spread(input.name, 'out', 50_000, 900_000),
        created_at: ctx.platform.now(),
      })
      return { vm, task: await begin(ctx, vm, 'qmcreate') }
    },
    async power(ctx, vm, action) {
      const found = await vmOf(ctx, vm)
      if (action === 'start' && found.status === 'running')
        throw new ComputeError(`VM ${vm.vmid} already running`)
      if (action !== 'start' && found.status !== 'running')
        throw new ComputeError(`VM ${vm.vmid} not running`)
      return begin(ctx, vm, `qm${action}`)
    },
    async resize(ctx, vm, spec) {
      const found = await vmOf(ctx, vm)
      await setSandboxVm(ctx, vm.node, vm.vmid, {
        cores: spec.cores,
        memory_mib: bytesToMebibytes(spec.memoryBytes),
        disk_gib: Math.max(found.disk_gib, bytesToGibibytes(spec.diskBytes)),
      })
      return { state: 'done' }
    },
    async destroy(ctx, vm) {
      if (!(await sandboxVm(ctx, vm.node, vm.vmid))) return { state: 'done' }
      return begin(ctx, vm, 'qmdestroy')
    },
    async status(ctx, vm) {
      return statusOf(await vmOf(ctx, vm), ctx.platform.now())
    },
    async task(ctx, taskId) {
      const done = await completeSandboxVmTask(ctx, taskId)
      const task = await sandboxVmTask(ctx, taskId)
      if (!task) throw new ComputeError(`no such task '${taskId}'`)
      if (!done)
        return {
          state: 'running',
          taskId,
          checkAfterSeconds: 1,
          progress: progressOf(task, ctx.platform.now()),
        }
      if (task.exitstatus !== 'OK') throw new ComputeError(task.exitstatus ?? 'The task failed')
      return { state: 'done' }
    },
  }
}
