import type { RequestContext } from '../../../auth/context.ts'

/** What an adapter is asked to act on: the service, its product and the options chosen. */
export type ProvisioningTarget = {
  serviceId: string
  companyId: string
  productId: string | null
  name: string
  options: Record<string, unknown>
}

/**
 * An operation's outcome. Panels and registries work asynchronously: `running` means "ask again
 * after this many seconds"; the provisioning job comes back until it is `done`.
 */
export type ProvisioningStep = { state: 'done' } | { state: 'running'; checkAfterSeconds: number }

/**
 * The one interface every provisioning system sits behind (hosting panels, registrars, Microsoft,
 * carriers), shaped like the WHMCS module contract: create, suspend, unsuspend, terminate, change
 * plan, and usage. Each call is safe to repeat: the same operation on the same service is one effect.
 */
export type ProvisioningAdapter = {
  key: string
  create(ctx: RequestContext, target: ProvisioningTarget): Promise<ProvisioningStep>
  suspend(ctx: RequestContext, target: ProvisioningTarget): Promise<ProvisioningStep>
  unsuspend(ctx: RequestContext, target: ProvisioningTarget): Promise<ProvisioningStep>
  terminate(ctx: RequestContext, target: ProvisioningTarget): Promise<ProvisioningStep>
  changePlan(ctx: RequestContext, target: ProvisioningTarget, productId: string): Promise<ProvisioningStep>
  usage(
    ctx: RequestContext,
    target: ProvisioningTarget,
  ): Promise<{ diskBytes: number; trafficBytes: number } | null>
}
