import { randomUUID } from 'node:crypto'
import { CarrierError } from '../carrier/adapter.ts'
import {
  findSandboxMvnoRequest,
  finishSandboxMvnoRequest,
  insertSandboxMvnoRequest,
} from '../sandboxMvno.repository.ts'
import type { Mvno } from './adapter.ts'

/** How long the sandbox MVNO takes to carry out a change (a network takes up to half an hour). */
export const SANDBOX_MVNO_SECONDS = 15

/**
 * The sandbox MVNO (the default): each request is kept in `mobile_sandbox_requests` and is done when
 * it is asked about after its time; the portal then applies the change to its SIM.
 */
export function sandboxMvno(stepSeconds = SANDBOX_MVNO_SECONDS): Mvno {
  return {
    mode: 'sandbox',
    pollSeconds: stepSeconds,
    async request(ctx, iccid, change) {
      const id = `REQ-${randomUUID()}`
      await insertSandboxMvnoRequest(ctx, {
        id,
        iccid,
        action: change.action,
        status: 'PENDING',
        completes_at: new Date(ctx.platform.now().getTime() + stepSeconds * 1000),
      })
      return { requestId: id }
    },
    async requestStatus(ctx, requestId) {
      const row = await findSandboxMvnoRequest(ctx, requestId)
      if (!row) throw new CarrierError(`No request ${requestId}`, 404)
      if (row.status === 'PENDING' && row.completes_at <= ctx.platform.now()) {
        await finishSandboxMvnoRequest(ctx, requestId)
        return 'DONE'
      }
      return row.status
    },
  }
}
