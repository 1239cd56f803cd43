import type { RequestContext } from '../../../auth/context.ts'
import { findSandboxResource, setSandboxState, startSandboxResource } from '../orders.repository.ts'
import { done, type ProvisioningAdapter } from './adapter.ts'

/** How long the sandbox takes to set a service up, like a real panel does. */
const SETUP_SECONDS = 2

/**
 * The default adapter (labelled "sandbox" in the portal): it keeps real state in `sandbox_resources`,
 * takes a moment to set a service up, and remembers suspensions and terminations.
 *
 * It fails only when a test asks it to: the app option `sandboxFault` (tests only, never read from
 * the environment, so no order or setting can reach it) names the services whose set-up fails, which
 * is how a failed provisioning step and its retry are tested.
 */
export const sandboxAdapter: ProvisioningAdapter = {
  key: 'sandbox',
  async create(ctx, target) {
    if (ctx.platform.sandboxFault?.(target.serviceId))
      throw new Error('The sandbox could not set this service up')
    const now = ctx.platform.now()
    await startSandboxResource(
      ctx,
      target.serviceId,
      new Date(now.getTime() + SETUP_SECONDS * 1000),
      target.options,
    )
    const resource = await findSandboxResource(ctx, target.serviceId)
    if (!resource) throw new Error('sandbox resource missing')
    if (resource.state !== 'provisioning') return done
    if (resource.ready_at > now) {
      return {
        state: 'running',
        checkAfterSeconds: Math.ceil((resource.ready_at.getTime() - now.getTime()) / 1000),
      }
    }
    await setSandboxState(ctx, target.serviceId, 'active')
    return done
  },
  suspend: (ctx, target) => move(ctx, target.serviceId, 'suspended'),
  unsuspend: (ctx, target) => move(ctx, target.serviceId, 'active'),
  terminate: (ctx, target) => move(ctx, target.serviceId, 'terminated'),
  changePlan: async () => done,
  usage: async () => null,
}

async function move(ctx: RequestContext, serviceId: string, state: 'active' | 'suspended' | 'terminated') {
  await setSandboxState(ctx, serviceId, state)
  return done
}
