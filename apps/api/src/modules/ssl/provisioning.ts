import type { RequestContext } from '../../auth/context.ts'
import {
  done,
  type ProvisioningAdapter,
  ProvisioningRefused,
  type ProvisioningStep,
  type ProvisioningTarget,
  serviceRecord,
} from '../orders/provisioning/adapter.ts'
import { AuthorityError } from './authority/adapter.ts'
import {
  type CertificateRow,
  claimRequestForService,
  findCertificateOfService,
  findCertificateRow,
  setCertificate,
} from './certificates.repository.ts'
import { checkAfterSeconds, dcvOf, followCertificate, periodMonths } from './lifecycle.service.ts'

/** The certificate request the service provisions: its own, or the company's request it claims now. */
const requestOf = serviceRecord(
  findCertificateOfService,
  claimRequestForService,
  'No certificate request waits for this service; order it from the SSL page',
)

async function failed(ctx: RequestContext, row: CertificateRow, reason: string): Promise<never> {
  await setCertificate(ctx, row.id, {
    status: 'failed',
    error: reason.slice(0, 500),
    process_id: null,
    process_action: null,
  })
  throw new ProvisioningRefused(reason)
}

/**
 * Quote, check the price cap, then request with exactly the quoted billables. The cap: nothing is
 * bought for more than the customer is charged for the subscription period, in the same currency.
 */
async function start(
  ctx: RequestContext,
  target: ProvisioningTarget,
  row: CertificateRow,
  caProduct: string,
) {
  const ca = ctx.platform.sslAuthority
  const order = target.order
  const request = {
    product: caProduct,
    period: periodMonths(row.period),
    csr: row.csr,
    domainName: row.common_name,
    san: row.sans,
    dcv: dcvOf(row),
  }
  try {
    const billables = await ca.quote(ctx, request)
    const cost = billables.reduce((sum, b) => sum + b.amount, 0)
    const foreign = billables.find((b) => b.currency !== order?.currency)
    if (!order || foreign || cost > order.priceMinor)
      return await failed(
        ctx,
        row,
        `The certificate authority asks ${foreign?.currency ?? order?.currency} ${(cost / 100).toFixed(2)} for ${row.common_name}, more than the order's price`,
      )
    const started = await ca.request(ctx, { ...request, billables })
    await setCertificate(ctx, row.id, {
      process_id: started.processId,
      process_action: 'REQUEST',
      status: 'pending',
      error: null,
    })
  } catch (error) {
    // A refusal (4xx) is final for this attempt; the CA being away is retried by the job.
    if (error instanceof AuthorityError && error.status < 500 && error.status !== 429)
      return failed(ctx, row, error.message)
    throw error
  }
}

async function follow(ctx: RequestContext, row: CertificateRow): Promise<ProvisioningStep> {
  const outcome = await followCertificate(ctx, row.id)
  if (outcome === 'running') return { state: 'running', checkAfterSeconds: checkAfterSeconds(ctx) }
  const after = await findCertificateRow(ctx, row.id)
  if (after?.row.status === 'failed')
    throw new ProvisioningRefused(after.row.error ?? 'The certificate authority refused')
  return done
}

/**
 * The certificate authority as an order's provisioning adapter ('ssl', the SSL products'): `create`
 * is a state machine that is safe to run twice: the request claimed for the service, then one CA
 * process (quoted, capped, acknowledged), then its outcome (the certificate stored, or failed with
 * the CA's words). Suspending touches nothing at the CA; terminating revokes the certificate.
 */
export const sslAdapter: ProvisioningAdapter = {
  key: 'ssl',
  async create(ctx, target) {
    let row = await requestOf(ctx, target)
    if (row.status === 'issued' || row.status === 'revoked' || row.status === 'expired') return done
    if (row.status === 'failed') {
      if (!target.order?.restart)
        throw new ProvisioningRefused(row.error ?? 'The certificate authority refused')
      await setCertificate(ctx, row.id, {
        status: 'pending',
        error: null,
        process_id: null,
        process_action: null,
      })
      row = { ...row, status: 'pending', error: null, process_id: null, process_action: null }
    }
    if (!row.process_id) {
      const found = await findCertificateRow(ctx, row.id)
      await start(ctx, target, row, found?.ca_product ?? '')
    }
    return follow(ctx, row)
  },
  suspend: async () => done,
  unsuspend: async () => done,
  async terminate(ctx, target) {
    const row = await findCertificateOfService(ctx, target.serviceId)
    if (row?.status === 'issued' && row.ca_certificate_id) {
      await ctx.platform.sslAuthority.revoke(ctx, row.ca_certificate_id, 'Subscription ended')
      await setCertificate(ctx, row.id, { status: 'revoked', process_id: null, process_action: null })
    }
    return done
  },
  changePlan: async () => done,
  usage: async () => null,
}
