import type { PortStatus } from '@portico/contracts'
import { addDays } from '@portico/domain'
import { CarrierError } from '../carrier/adapter.ts'
import {
  findSandboxPort,
  insertSandboxPort,
  moveSandboxPort,
  type SandboxPortRow,
} from '../sandboxPorting.repository.ts'
import type { PortingPlatform } from './adapter.ts'

/** How long each step of a port takes in the sandbox (the real flow takes days). */
export const SANDBOX_PORT_SECONDS = 20

/**
 * The next step of a sandbox port: numbers of 090x (premium) are blocked, Amsterdam numbers (020)
 * are delayed a week past the wish date first, every other port becomes ready.
 */
function next(row: SandboxPortRow): Pick<SandboxPortRow, 'status' | 'first_possible_date' | 'reason'> | null {
  const keep = { first_possible_date: row.first_possible_date, reason: row.reason }
  const steps: Partial<Record<PortStatus, () => ReturnType<typeof next>>> = {
    requested: () => ({ ...keep, status: 'in_progress' }),
    in_progress: () =>
      row.numbers.some((n) => n.startsWith('+3190'))
        ? {
            status: 'blocked',
            first_possible_date: null,
            reason: 'The donor does not hold these numbers for this customer',
          }
        : row.numbers.some((n) => n.startsWith('+3120'))
          ? { status: 'delayed', first_possible_date: addDays(row.wish_date, 7), reason: null }
          : { ...keep, status: 'ready' },
    delayed: () => ({ ...keep, status: 'ready' }),
  }
  return steps[row.status]?.() ?? null
}

/**
 * The sandbox porting platform (the default): requests kept in `voip_sandbox_ports`, each moving
 * one step when its status is asked after the step's time; performing a ready port completes it.
 */
export function sandboxPorting(stepSeconds = SANDBOX_PORT_SECONDS): PortingPlatform {
  return {
    mode: 'sandbox',
    pollSeconds: stepSeconds,
    async request(ctx, request) {
      await insertSandboxPort(ctx, {
        id: `PORT-${request.reference}`,
        numbers: request.numbers,
        wish_date: request.wishDate,
        status: 'requested',
        next_step_at: new Date(ctx.platform.now().getTime() + stepSeconds * 1000),
      })
      return { portId: `PORT-${request.reference}` }
    },
    async status(ctx, portId) {
      const row = await findSandboxPort(ctx, portId)
      if (!row) throw new CarrierError(`No port ${portId}`, 404)
      const now = ctx.platform.now()
      const step = row.next_step_at && row.next_step_at <= now ? next(row) : null
      if (step)
        await moveSandboxPort(ctx, row.id, row.status, {
          ...step,
          next_step_at: new Date(now.getTime() + stepSeconds * 1000),
        })
      const after = (await findSandboxPort(ctx, portId)) ?? row
      return { status: after.status, firstPossibleDate: after.first_possible_date, reason: after.reason }
    },
    async perform(ctx, portId) {
      const row = await findSandboxPort(ctx, portId)
      if (row?.status !== 'ready' && row?.status !== 'completed')
        throw new CarrierError(`Port ${portId} is not ready to be ported`, 409)
      await moveSandboxPort(ctx, portId, 'ready', { status: 'completed', next_step_at: null })
    },
  }
}
