import type { RequestContext } from '../../auth/context.ts'
import { listProviderTenants } from './microsoft.repository.ts'

/**
 * The renewal round: Partner Center renews a subscription at 00:00 UTC the day after its term ends,
 * applying the changes scheduled for it. Reading every tenant's subscriptions lets the sandbox do so
 * (each subscription under its row lock, so two rounds at once renew it once); against the live
 * Partner Center it is a read of what Microsoft did. Returns the number of subscriptions seen.
 */
export async function renewDueSubscriptions(ctx: RequestContext, providerId: string): Promise<number> {
  let seen = 0
  for (const tenant of await listProviderTenants(ctx, providerId)) {
    seen += (await ctx.platform.partnerCenter.subscriptions(ctx, tenant.customer_id)).length
  }
  return seen
}
