import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { RequestContext } from '../../../auth/context.ts'
import {
  deleteSandboxAccount,
  ensureSandboxPackages,
  finishSandboxTask,
  insertSandboxAccount,
  insertSandboxTask,
  lockSandboxTask,
  runningSandboxTask,
  type SandboxPanelPackageRow,
  type SandboxPanelTaskRow,
  sandboxAccount,
  sandboxPackage,
  sandboxPackages,
  sandboxTask,
  setSandboxAccount,
} from '../sandboxPanel.repository.ts'
import { type HostingPanel, PanelError, type PanelLimits, type PanelTask } from './adapter.ts'
import { limitBytes, limitCount } from './units.ts'

/** The queue the sandbox panel completes its tasks on (hosting.jobs.ts). */
export const HOSTING_SANDBOX_TASK = 'hosting.sandbox-task'
/** How long the sandbox takes for a queued operation, like a panel's task queue. */
export const SANDBOX_TASK_SECONDS = 3
/** How long a single sign-on URL works. */
const LOGIN_SECONDS = 120
const GB = 1024 ** 3
/** Traffic is counted as spec 9 writes it: a traffic GB is 1000 × 1024 × 1024 bytes. */
const TRAFFIC_GB = 1000 * 1024 ** 2
const MB = 1024 ** 2
const DAY = 86_400_000

/** The sandbox panel's packages, named like the demo catalogue's panel products (HOSTING-S/M/L). */
export const SANDBOX_PACKAGES: SandboxPanelPackageRow[] = [
  {
    name: 'HOSTING-L',
    disk_bytes: 100 * GB,
    traffic_bytes: null,
    domains: null,
    mailboxes: null,
    databases: 25,
  },
  {
    name: 'HOSTING-M',
    disk_bytes: 25 * GB,
    traffic_bytes: 250 * TRAFFIC_GB,
    domains: 5,
    mailboxes: 25,
    databases: 5,
  },
  {
    name: 'HOSTING-S',
    disk_bytes: 5 * GB,
    traffic_bytes: 50 * TRAFFIC_GB,
    domains: 1,
    mailboxes: 5,
    databases: 1,
  },
]

const done: PanelTask = { state: 'done' }
const limitsOf = (p: SandboxPanelPackageRow): PanelLimits => ({
  diskBytes: limitBytes(p.disk_bytes),
  trafficBytes: limitBytes(p.traffic_bytes),
  domains: limitCount(p.domains),
  mailboxes: limitCount(p.mailboxes),
  databases: limitCount(p.databases),
})

/** A number from the username, so that each account grows its own way, the same on every run. */
function spread(username: string, salt: string, from: number, to: number) {
  const n = createHash('sha256').update(`${salt}:${username}`).digest().readUInt32BE(0) / 0xffffffff
  return Math.round(from + n * (to - from))
}

async function known(ctx: RequestContext, name: string) {
  await ensureSandboxPackages(ctx, SANDBOX_PACKAGES)
  const found = await sandboxPackage(ctx, name)
  if (!found) throw new PanelError(`The panel has no package ${name}`)
  return found
}

async function account(ctx: RequestContext, username: string) {
  const found = await sandboxAccount(ctx, username)
  if (!found) throw new PanelError(`The panel has no account ${username}`)
  return found
}

/** Queues an operation (or joins the one under way) and has the job complete it later. */
async function queue(
  ctx: RequestContext,
  username: string,
  action: SandboxPanelTaskRow['action'],
  input: object,
): Promise<PanelTask> {
  const running = await runningSandboxTask(ctx, username, action)
  const id = running?.id ?? `UPID:sandbox:${randomUUID()}`
  if (!running) {
    await insertSandboxTask(ctx, {
      id,
      username,
      action,
      input,
      status: 'running',
      ready_at: new Date(ctx.platform.now().getTime() + SANDBOX_TASK_SECONDS * 1000),
    })
    await ctx.platform.jobs.send(
      ctx.db,
      HOSTING_SANDBOX_TASK,
      { providerId: null, taskId: id },
      { startAfter: SANDBOX_TASK_SECONDS },
    )
  }
  return { state: 'running', taskId: id, checkAfterSeconds: SANDBOX_TASK_SECONDS }
}

/**
 * Completes a task whose time has come (the job, or a poll after its time): its effect happens once,
 * under the task's lock. Returns false while it is not yet time.
 */
export async function completeSandboxTask(ctx: RequestContext, id: string): Promise<boolean> {
  return ctx.transaction(async (tx) => {
    const task = await lockSandboxTask(tx, id)
    if (task?.status !== 'running') return true
    if (task.ready_at > tx.platform.now()) return false
    const input = task.input as Record<string, string>
    let error: string | null = null
    if (task.action === 'create') {
      const now = tx.platform.now()
      await insertSandboxAccount(tx, {
        username: task.username,
        domain: input.domain ?? '',
        email: input.email ?? '',
        package: input.package ?? '',
        password_changed_at: now,
        disk_start_bytes: spread(task.username, 'disk', 20 * MB, 400 * MB),
        disk_per_day_bytes: spread(task.username, 'growth', 2 * MB, 40 * MB),
        traffic_per_day_bytes: spread(task.username, 'traffic', 50 * MB, 900 * MB),
        created_at: now,
      })
    } else if (task.action === 'change_package') {
      if (!(await setSandboxAccount(tx, task.username, { package: input.package ?? '' })))
        error = `The panel has no account ${task.username}`
    } else await deleteSandboxAccount(tx, task.username)
    await finishSandboxTask(tx, id, error)
    return true
  })
}

/**
 * The sandbox panel (the default, "sandbox" in the portal): real accounts and packages in our
 * database, operations queued as tasks that its job completes a few seconds later, usage that grows
 * by the day from each account's own start, and a one-time sign-on URL to the portal's sandbox page.
 */
export function sandboxPanel(): HostingPanel {
  return {
    key: 'sandbox',
    // Documentation space (RFC 5737): the sandbox's sites answer nowhere.
    address: '192.0.2.80',
    async packages(ctx) {
      await ensureSandboxPackages(ctx, SANDBOX_PACKAGES)
      return (await sandboxPackages(ctx)).map((p) => ({ name: p.name, limits: limitsOf(p) }))
    },
    async createAccount(ctx, input) {
      if (await sandboxAccount(ctx, input.username)) return done
      await known(ctx, input.package)
      const { password: _secret, ...kept } = input
      return queue(ctx, input.username, 'create', kept)
    },
    async suspend(ctx, username, reason) {
      await account(ctx, username)
      await setSandboxAccount(ctx, username, { suspended_reason: reason || 'suspended' })
      return done
    },
    async unsuspend(ctx, username) {
      await account(ctx, username)
      await setSandboxAccount(ctx, username, { suspended_reason: null })
      return done
    },
    async terminate(ctx, username) {
      if (!(await sandboxAccount(ctx, username))) return done
      return queue(ctx, username, 'terminate', {})
    },
    async changePackage(ctx, username, packageName) {
      const found = await account(ctx, username)
      if (found.package === packageName) return done
      await known(ctx, packageName)
      return queue(ctx, username, 'change_package', { package: packageName })
    },
    async resetPassword(ctx, username, password) {
      await account(ctx, username)
      if (password.length < 8) throw new PanelError('The password is too short')
      await setSandboxAccount(ctx, username, { password_changed_at: ctx.platform.now() })
      return done
    },
    async usage(ctx, username) {
      const found = await account(ctx, username)
      const plan = await known(ctx, found.package)
      const now = ctx.platform.now()
      const days = Math.max(0, (now.getTime() - found.created_at.getTime()) / DAY)
      const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)
      const monthDays = Math.max(0, (now.getTime() - Math.max(monthStart, found.created_at.getTime())) / DAY)
      return {
        diskBytes: Math.round(found.disk_start_bytes + found.disk_per_day_bytes * days),
        trafficBytes: Math.round(found.traffic_per_day_bytes * monthDays),
        domains: 1,
        mailboxes: spread(username, 'mailboxes', 1, Math.min(plan.mailboxes ?? 10, 10)),
        databases: Math.min(plan.databases ?? 1, 1),
        limits: limitsOf(plan),
        suspended: found.suspended_reason !== null,
      }
    },
    async loginUrl(ctx, username) {
      await account(ctx, username)
      const key = randomBytes(24).toString('base64url')
      await setSandboxAccount(ctx, username, {
        login_key: key,
        login_expires_at: new Date(ctx.platform.now().getTime() + LOGIN_SECONDS * 1000),
      })
      return `${ctx.platform.publicUrl}/api/sandbox-panel/login?key=${key}`
    },
    async task(ctx, taskId) {
      if (!(await completeSandboxTask(ctx, taskId)))
        return { state: 'running', taskId, checkAfterSeconds: SANDBOX_TASK_SECONDS }
      const task = await sandboxTask(ctx, taskId)
      if (!task) throw new PanelError(`The panel has no task ${taskId}`)
      if (task.status === 'failed') throw new PanelError(task.error ?? 'The task failed')
      return done
    },
  }
}
