import type { RequestContext } from '../../auth/context.ts'
import { certificatesDueForReissue, claimReissue, lockCertificate } from './certificates.repository.ts'
import { startReissue } from './certificates.service.ts'

/** A certificate is reissued this many days before it ends, while its subscription runs past it. */
export const REISSUE_DAYS_BEFORE = 30

/**
 * The daily reissue of multi-year subscriptions: certificates last at most 200 days, so each one
 * ending within 30 days while the subscription runs on is reissued with the last CSR. Exactly once
 * per certificate end across instances and runs: the row lock and the (certificate, end) key are
 * taken in the transaction that records the CA's process; a CA that is away rolls both back, and the
 * next run tries again.
 */
export async function reissueDueCertificates(ctx: RequestContext, providerId: string): Promise<number> {
  const before = new Date(ctx.platform.now().getTime() + REISSUE_DAYS_BEFORE * 86_400_000)
  let count = 0
  for (const { id } of await certificatesDueForReissue(ctx, providerId, before)) {
    const started = await ctx.transaction(async (tx) => {
      const row = await lockCertificate(tx, id)
      if (row?.status !== 'issued' || row.process_id || !row.not_after) return false
      if (!(await claimReissue(tx, id, row.not_after))) return false
      await startReissue(tx, row, row.csr)
      return true
    })
    if (started) count += 1
  }
  return count
}
