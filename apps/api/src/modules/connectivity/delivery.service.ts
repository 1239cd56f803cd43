import type { RequestContext } from '../../auth/context.ts'
import { ProvisioningRefused } from '../orders/provisioning/adapter.ts'
import { CarrierError } from './carrier/adapter.ts'
import { findLineRow, type LineRow, recordLineEvent, setLine } from './lines.repository.ts'

export const CONNECTIVITY_FOLLOW = 'connectivity.follow-line'

const FINAL: LineRow['status'][] = ['active', 'terminated', 'failed']

/** Queues asking the carrier about a line (in the caller's transaction). */
export async function followLater(ctx: RequestContext, lineId: string) {
  await ctx.platform.jobs.send(
    ctx.db,
    CONNECTIVITY_FOLLOW,
    { providerId: ctx.providerId, lineId },
    { startAfter: ctx.platform.carrier.pollSeconds },
  )
}

/** A line moves to a status with its step on the timeline; once, however often it is reported. */
async function move(
  ctx: RequestContext,
  line: LineRow,
  status: LineRow['status'],
  plannedDate: string | null,
) {
  await ctx.transaction(async (tx) => {
    await setLine(tx, line.id, { status, planned_date: plannedDate ?? line.planned_date }, line.status)
    await recordLineEvent(tx, { lineId: line.id, status, plannedDate, at: tx.platform.now() })
  })
}

/**
 * Places the carrier order of a claimed line (its id is the order's reference, so a second call is
 * the same order): the line is submitted and followed by job. A refusal in the carrier's words
 * fails the line and the order item; the carrier being away is retried by the provisioning job.
 */
export async function placeCarrierOrder(ctx: RequestContext, line: LineRow) {
  let orderId: string
  try {
    ;({ orderId } = await ctx.platform.carrier.order(ctx, {
      postcode: line.postcode,
      houseNumber: line.house_number,
      addition: line.addition,
      packageCode: line.package_code,
      wishDate: line.wish_date,
      reference: line.id,
    }))
  } catch (error) {
    if (!(error instanceof CarrierError) || error.status >= 500) throw error
    await setLine(ctx, line.id, { status: 'failed', error: error.message.slice(0, 500) })
    throw new ProvisioningRefused(error.message)
  }
  await ctx.transaction(async (tx) => {
    await setLine(tx, line.id, { carrier_order_id: orderId, error: null })
    await move(tx, { ...line, carrier_order_id: orderId }, 'submitted', null)
    await followLater(tx, line.id)
  })
}

/**
 * One look at a line's carrier order (the follow job's work): a new status becomes the line's and
 * a step on its timeline. 'running' while the line is still on its way (the job asks again later).
 */
export async function followLine(ctx: RequestContext, lineId: string): Promise<'running' | 'done'> {
  const found = await findLineRow(ctx, lineId)
  if (!found?.row.carrier_order_id || FINAL.includes(found.row.status)) return 'done'
  const line = found.row
  const reported = await ctx.platform.carrier.status(ctx, found.row.carrier_order_id ?? '')
  if (reported.status !== line.status || reported.plannedDate !== line.planned_date)
    await move(ctx, line, reported.status, reported.plannedDate)
  return FINAL.includes(reported.status) ? 'done' : 'running'
}

/** Ends a line at the carrier (the service is terminated). */
export async function terminateLine(ctx: RequestContext, line: LineRow) {
  if (line.status === 'terminated') return
  if (line.carrier_order_id) await ctx.platform.carrier.terminate(ctx, line.carrier_order_id)
  await move(ctx, line, 'terminated', null)
}
