import {
  done,
  type ProvisioningAdapter,
  ProvisioningRefused,
  serviceRecord,
} from '../orders/provisioning/adapter.ts'
import { placeCarrierOrder, terminateLine } from './delivery.service.ts'
import { claimLineForService, findLineOfService, setLine } from './lines.repository.ts'

/** The line the service provisions: its own, or the company's line it claims now by its cart line. */
const lineOf = serviceRecord(
  findLineOfService,
  claimLineForService,
  'No internet line waits for this service; order it from the internet page',
)

/**
 * The carrier as an order's provisioning adapter ('connectivity', the internet packages'): `create`
 * claims the line ordered for the cart line and places the carrier order once (the line's id is the
 * carrier's reference); the delivery timeline is then followed by the `connectivity.follow-line` job,
 * so the service is billed from the order while the line is built. Terminating ends the line.
 */
export const connectivityAdapter: ProvisioningAdapter = {
  key: 'connectivity',
  async create(ctx, target) {
    const line = await lineOf(ctx, target)
    if (line.status === 'failed') {
      if (!target.order?.restart) throw new ProvisioningRefused(line.error ?? 'The carrier refused the order')
      await setLine(ctx, line.id, { status: 'awaiting_order', error: null })
    }
    if (!line.carrier_order_id) await placeCarrierOrder(ctx, { ...line, status: 'awaiting_order' })
    return done
  },
  suspend: async () => done,
  unsuspend: async () => done,
  async terminate(ctx, target) {
    const line = await findLineOfService(ctx, target.serviceId)
    if (line) await terminateLine(ctx, line)
    return done
  },
  changePlan: async () => done,
  usage: async () => null,
}
