import type { RequestContext } from '../../../auth/context.ts'
import {
  type ClaimByCartLine,
  type ProvisioningStep,
  type ProvisioningTarget,
  recordOfService,
} from './adapter.ts'

/** The step that is finished: what an adapter answers when nothing is left to wait for. */
export const done: ProvisioningStep = { state: 'done' }

/**
 * An area's finder of the record a service provisions (see `recordOfService`): its own, or the one
 * ordered with the service's cart line, claimed now; refused with `missing` when nothing waits.
 */
export const serviceRecord =
  <Row>(
    own: (ctx: RequestContext, serviceId: string) => Promise<Row | undefined>,
    claim: (ctx: RequestContext, claim: ClaimByCartLine) => Promise<Row | undefined>,
    missing: string,
  ) =>
  (ctx: RequestContext, target: ProvisioningTarget): Promise<Row> =>
    recordOfService(ctx, target, own, claim, missing)
