import type { RequestContext } from '../../auth/context.ts'
import {
  done,
  type ProvisioningAdapter,
  ProvisioningRefused,
  type ProvisioningStep,
  type ProvisioningTarget,
} from '../orders/provisioning/adapter.ts'
import { ComputeError, type VmRef } from './compute/adapter.ts'
import { hostnameOf, templateOf, VPS_PLANS } from './compute/plans.ts'
import { productFacts } from './hosting.repository.ts'
import { taskSteps } from './taskSteps.ts'
import { findVpsOfService, insertVps, setVps, type VpsRow, type VpsValues } from './vps.repository.ts'
import { monthTraffic } from './vpsUsage.service.ts'

const vmOf = (row: VpsRow): VmRef | null =>
  row.node !== null && row.vmid !== null ? { node: row.node, vmid: row.vmid } : null

/** The plan of a product code; a code the platform has no plan for is refused (staff fix the catalogue). */
function planOf(code: string | undefined) {
  const plan = code ? VPS_PLANS[code] : undefined
  if (!plan) throw new ProvisioningRefused(`No VPS plan is known for product ${code ?? '(none)'}`)
  return plan
}

/** The service's VPS, or a new one (status creating) from its product's plan and the options chosen. */
async function vpsOf(ctx: RequestContext, target: ProvisioningTarget): Promise<VpsRow> {
  const own = await findVpsOfService(ctx, target.serviceId)
  if (own) return own
  const code = target.productId ? (await productFacts(ctx, target.productId))?.code : undefined
  const plan = planOf(code)
  const made = await insertVps(ctx, {
    provider_id: ctx.providerId ?? target.companyId,
    company_id: target.companyId,
    service_id: target.serviceId,
    platform: ctx.platform.vpsPlatform.key,
    name: hostnameOf(target.name, `vps-${target.serviceId.slice(0, 8)}`),
    plan: code ?? '',
    cores: plan.cores,
    memory_bytes: plan.memoryBytes,
    disk_bytes: plan.diskBytes,
    template: templateOf(target.options),
    traffic_limit_bytes: plan.trafficBytes,
    status: 'creating',
  })
  const row = made ?? (await findVpsOfService(ctx, target.serviceId))
  if (!row) throw new Error('VPS not kept')
  return row
}

/** A platform call as a provisioning step on the VPS: a running task is polled, a ComputeError is a refusal. */
const step = taskSteps<VpsValues>({
  Refusal: ComputeError,
  poll: (ctx, taskId) => ctx.platform.vpsPlatform.task(ctx, taskId),
  save: setVps,
})

/** What the platform says of a VM now (its addresses once it runs), or nothing when it cannot say. */
async function statusValues(ctx: RequestContext, vm: VmRef): Promise<VpsValues> {
  try {
    const now = await ctx.platform.vpsPlatform.status(ctx, vm)
    return { power: now.power, ip_addresses: now.ipAddresses }
  } catch {
    return {}
  }
}

/** Asks the platform for the VM: its place and its task are kept at once, so a repeat polls, never creates twice. */
async function place(ctx: RequestContext, row: VpsRow): Promise<VpsRow> {
  const spec = {
    cores: row.cores,
    memoryBytes: row.memory_bytes,
    diskBytes: row.disk_bytes,
    template: row.template,
  }
  const made = await ctx.platform.vpsPlatform.create(ctx, { ...spec, name: row.name })
  const values = {
    node: made.vm.node,
    vmid: made.vm.vmid,
    task_id: made.task.state === 'running' ? made.task.taskId : null,
  }
  await setVps(ctx, row.id, values)
  return { ...row, ...values }
}

async function create(ctx: RequestContext, target: ProvisioningTarget): Promise<ProvisioningStep> {
  const row = await vpsOf(ctx, target)
  if (row.status === 'active' || row.status === 'suspended') return done
  if (row.status === 'failed' && !target.order?.restart)
    throw new ProvisioningRefused(row.error ?? 'The platform refused')
  if (row.status !== 'creating') await setVps(ctx, row.id, { status: 'creating', error: null })
  try {
    const placed = vmOf(row) ? row : await place(ctx, row)
    const result = await step(ctx, placed, async () => ({ state: 'done' }), { status: 'active' })
    const vm = vmOf(placed)
    if (result.state === 'done' && vm) await setVps(ctx, row.id, await statusValues(ctx, vm))
    return result
  } catch (error) {
    if (error instanceof ComputeError || error instanceof ProvisioningRefused) {
      await setVps(ctx, row.id, { status: 'failed', error: error.message.slice(0, 500) })
      throw error instanceof ProvisioningRefused ? error : new ProvisioningRefused(error.message)
    }
    throw error
  }
}

/**
 * The VPS platform as an order's provisioning adapter ('vps', the VPS-S/M/L products): create makes
 * the VM from the product's plan and the OS chosen; staff's suspend stops it (the customer cannot
 * start it while suspended), unsuspend starts it, terminate deletes it, a plan change resizes it. Each
 * is safe to repeat: a running platform task is polled, never asked for twice.
 */
export const vpsAdapter: ProvisioningAdapter = {
  key: 'vps',
  create,
  async suspend(ctx, target) {
    const row = await findVpsOfService(ctx, target.serviceId)
    const vm = row && vmOf(row)
    if (row?.status !== 'active' || !vm) return done
    const power = row.task_id ? 'running' : (await ctx.platform.vpsPlatform.status(ctx, vm)).power
    if (power !== 'running') {
      await setVps(ctx, row.id, { status: 'suspended', power })
      return done
    }
    return step(ctx, row, () => ctx.platform.vpsPlatform.power(ctx, vm, 'stop'), {
      status: 'suspended',
      power: 'stopped',
    })
  },
  async unsuspend(ctx, target) {
    const row = await findVpsOfService(ctx, target.serviceId)
    const vm = row && vmOf(row)
    if (row?.status !== 'suspended' || !vm) return done
    return step(ctx, row, () => ctx.platform.vpsPlatform.power(ctx, vm, 'start'), {
      status: 'active',
      power: 'running',
    })
  },
  async terminate(ctx, target) {
    const row = await findVpsOfService(ctx, target.serviceId)
    if (!row || row.status === 'terminated') return done
    const vm = vmOf(row)
    if (!vm) {
      await setVps(ctx, row.id, { status: 'terminated' })
      return done
    }
    return step(ctx, row, () => ctx.platform.vpsPlatform.destroy(ctx, vm), {
      status: 'terminated',
      power: 'stopped',
    })
  },
  async changePlan(ctx, target, productId) {
    const row = await findVpsOfService(ctx, target.serviceId)
    const code = (await productFacts(ctx, productId))?.code
    const vm = row && vmOf(row)
    if (!row || !vm || !code || row.plan === code) return done
    const plan = planOf(code)
    const spec = {
      cores: plan.cores,
      memoryBytes: plan.memoryBytes,
      diskBytes: plan.diskBytes,
      template: row.template,
    }
    return step(ctx, row, () => ctx.platform.vpsPlatform.resize(ctx, vm, spec), {
      plan: code,
      cores: plan.cores,
      memory_bytes: plan.memoryBytes,
      disk_bytes: Math.max(row.disk_bytes, plan.diskBytes),
      traffic_limit_bytes: plan.trafficBytes,
    })
  },
  async usage(ctx, target) {
    const row = await findVpsOfService(ctx, target.serviceId)
    if (!row || (row.status !== 'active' && row.status !== 'suspended')) return null
    return { diskBytes: row.disk_bytes, trafficBytes: (await monthTraffic(ctx, [row.id])).get(row.id) ?? 0 }
  },
}
