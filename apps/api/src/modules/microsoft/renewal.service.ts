import type { RequestContext } from '../../auth/context.ts'
import { billTenantSubscriptions } from './links.service.ts'
import { listProviderTenants } from './microsoft.repository.ts'

/**
 * The renewal round: Partner Center renews a subscription at 00:00 UTC the day after its term ends,
 * applying the changes scheduled for it. Reading every tenant's subscriptions lets the sandbox do so
 * (each subscription under its row lock, so two rounds at once renew it once); against the live
 * Partner Center it is a read of what Microsoft did. The same read links and bills what the portal
 * does not bill yet (a subscription bought elsewhere, a link made before linking billed). Returns the
 * number of subscriptions seen.
 */
export async function renewDueSubscriptions(ctx: RequestContext, providerId: string): Promise<number> {
  let seen = 0
  for (const tenant of await listProviderTenants(ctx, providerId)) {
    seen += (await billTenantSubscriptions(ctx, tenant)).seen
  }
  return seen
}
