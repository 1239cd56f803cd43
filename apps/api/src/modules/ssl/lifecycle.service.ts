import { type DcvChoice, SSL_PERIOD_TO_MONTHS, type SslPeriod } from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import type { DcvRequest, SslProcessInfo } from './authority/adapter.ts'
import { FINAL_PROCESS_STATUSES } from './authority/adapter.ts'
import { type CertificateRow, findCertificateRow, setCertificate } from './certificates.repository.ts'
import { certificateFacts, fingerprintOf } from './x509.ts'

/** How soon a follower asks the CA again: the sandbox decides within seconds, a real CA within minutes. */
export const checkAfterSeconds = (ctx: RequestContext) =>
  ctx.platform.sslAuthority.mode === 'sandbox' ? 3 : 60

const TYPES = { dns: 'DNS', email: 'EMAIL', file: 'FILE' } as const

/** The order's validation choices as the CA takes them. */
export const dcvOf = (row: Pick<CertificateRow, 'dcv'>): DcvRequest[] =>
  (row.dcv as DcvChoice[]).map((d) => ({
    commonName: d.name,
    type: TYPES[d.method],
    ...(d.method === 'email' && d.email ? { email: d.email } : {}),
  }))

export const periodMonths = (period: string) => SSL_PERIOD_TO_MONTHS[period as SslPeriod] ?? 12

function addMonths(date: Date, months: number) {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, date.getUTCDate()))
    .toISOString()
    .slice(0, 10)
}

export type FollowOutcome = 'running' | 'done' | 'failed' | 'none'

/**
 * Follows the certificate's process at the CA: while it runs, the validations as the CA reports them
 * are kept (the page shows what to publish); once completed, the certificate (with its chain) is
 * downloaded and stored; a failed request fails the certificate, a failed reissue leaves the current
 * certificate as it was. Safe to run twice and from two followers at once: the outcome is written
 * only while the process is still the certificate's.
 */
export async function followCertificate(ctx: RequestContext, id: string): Promise<FollowOutcome> {
  const found = await findCertificateRow(ctx, id)
  const row = found?.row
  if (!row?.process_id) return 'none'
  const ca = ctx.platform.sslAuthority
  const processId = row.process_id
  const info: SslProcessInfo = await ca.processInfo(ctx, processId)
  if (!FINAL_PROCESS_STATUSES.includes(info.status)) {
    await setCertificate(ctx, id, { validations: info.validations }, processId)
    return 'running'
  }
  if (info.status !== 'COMPLETED' || !info.certificateId) {
    const reason = (info.error ?? `The certificate authority ended the process: ${info.status}`).slice(0, 500)
    await setCertificate(
      ctx,
      id,
      row.process_action === 'REISSUE'
        ? { process_id: null, process_action: null, error: reason, validations: [] }
        : { status: 'failed', process_id: null, process_action: null, error: reason, validations: [] },
      processId,
    )
    return 'failed'
  }
  const pem = await ca.download(ctx, info.certificateId)
  const caCertificate = await ca.certificate(ctx, info.certificateId)
  const facts = await certificateFacts(pem)
  const subscriptionEnd =
    caCertificate?.subscriptionEndDate?.slice(0, 10) ||
    row.subscription_end ||
    addMonths(ctx.platform.now(), periodMonths(row.period))
  await setCertificate(
    ctx,
    id,
    {
      status: 'issued',
      process_id: null,
      process_action: null,
      ca_certificate_id: info.certificateId,
      certificate_pem: pem,
      serial: facts.serial,
      fingerprint: await fingerprintOf(facts.cert),
      not_before: facts.notBefore,
      not_after: facts.notAfter,
      subscription_end: subscriptionEnd,
      validations: [],
      error: null,
    },
    processId,
  )
  return 'done'
}
