import { randomUUID } from 'node:crypto'
import { addDays, todayIn } from '@portico/domain'
import {
  findSandboxCarrierOrder,
  insertSandboxCarrierOrder,
  moveSandboxCarrierOrder,
} from '../sandboxCarrier.repository.ts'
import { type Carrier, type CarrierAddress, CarrierError, type CarrierOrderStatus } from './adapter.ts'
import { SANDBOX_ADDRESSES, SANDBOX_PACKAGES } from './fixtures.ts'

/** How long each step of the delivery timeline takes in the sandbox (a carrier takes days). */
export const SANDBOX_STEP_SECONDS = 20
/** The first day the sandbox carrier can deliver: five days from today. */
const LEAD_DAYS = 5

const NEXT: Record<CarrierOrderStatus['status'], CarrierOrderStatus['status'] | null> = {
  submitted: 'planned',
  planned: 'delivered',
  delivered: 'active',
  active: null,
  terminated: null,
}

function lookup(address: CarrierAddress) {
  const found = SANDBOX_ADDRESSES.find(
    (a) =>
      a.postcode === address.postcode &&
      address.houseNumber >= a.numbers[0] &&
      address.houseNumber <= a.numbers[1],
  )
  const networks = found?.networks ?? []
  const packages = SANDBOX_PACKAGES.filter((p) =>
    networks.some((n) => n.carrier === p.carrier && n.technology === p.technology),
  )
  return { street: found?.street ?? null, city: found?.city ?? null, networks, packages }
}

/**
 * The sandbox carrier (the default): availability from the fixtures, orders kept in
 * `connectivity_sandbox_orders`. An order moves one step along the timeline when its status is asked
 * after the step's time (the line's follow job asks), planned for the wish date or the first day the
 * carrier can deliver, whichever is later.
 */
export function sandboxCarrier(stepSeconds = SANDBOX_STEP_SECONDS): Carrier {
  return {
    mode: 'sandbox',
    pollSeconds: stepSeconds,
    availability: async (_ctx, address) => lookup(address),
    async order(ctx, request) {
      const pkg = lookup(request).packages.find((p) => p.code === request.packageCode)
      if (!pkg)
        throw new CarrierError(`Package ${request.packageCode} cannot be delivered at this address`, 422)
      const row = await insertSandboxCarrierOrder(ctx, {
        id: `SBX-${randomUUID().slice(0, 8).toUpperCase()}`,
        package_code: request.packageCode,
        postcode: request.postcode,
        house_number: request.houseNumber,
        addition: request.addition,
        wish_date: request.wishDate,
        status: 'submitted',
        next_step_at: new Date(ctx.platform.now().getTime() + stepSeconds * 1000),
        reference: request.reference,
      })
      return { orderId: row.id }
    },
    async status(ctx, orderId) {
      const row = await findSandboxCarrierOrder(ctx, orderId)
      if (!row) throw new CarrierError(`No order ${orderId}`, 404)
      const now = ctx.platform.now()
      const next = NEXT[row.status]
      if (!next || !row.next_step_at || row.next_step_at > now)
        return { status: row.status, plannedDate: row.planned_date }
      const earliest = addDays(todayIn(ctx.platform.timeZone, now), LEAD_DAYS)
      const plannedDate = row.planned_date ?? (row.wish_date > earliest ? row.wish_date : earliest)
      await moveSandboxCarrierOrder(ctx, row.id, row.status, {
        status: next,
        planned_date: plannedDate,
        next_step_at: NEXT[next] ? new Date(now.getTime() + stepSeconds * 1000) : null,
      })
      const after = await findSandboxCarrierOrder(ctx, orderId)
      return { status: after?.status ?? next, plannedDate: after?.planned_date ?? plannedDate }
    },
    async terminate(ctx, orderId) {
      const row = await findSandboxCarrierOrder(ctx, orderId)
      if (!row) throw new CarrierError(`No order ${orderId}`, 404)
      if (row.status !== 'terminated')
        await moveSandboxCarrierOrder(ctx, row.id, row.status, { status: 'terminated', next_step_at: null })
    },
  }
}
