import {
  type RealtimeRegisterSettings,
  realtimeRegisterClient,
  toRtr,
} from '../../../adapters/realtimeRegister.ts'
import {
  AuthorityError,
  type Billable,
  type CaCertificate,
  type CaProduct,
  type CertificateAuthority,
  type CertificateRequest,
  type DcvStatus,
  type ProcessStatus,
  type ReissueRequest,
  type SslProcessInfo,
} from './adapter.ts'

/**
 * Realtime Register's SSL API (REST v2, mode 'live'), with the registrar's settings
 * (REALTIMEREGISTER_*) and its error mapping (RegistrarError with RTR's type). Mutations answer
 * 202 { processId }; the process's info tells the validation per name. No retries: a request sent
 * twice may be bought twice, so the caller follows the process instead.
 */
export function realtimeRegisterSsl(settings: RealtimeRegisterSettings): CertificateAuthority {
  const cert = (id: string) => `/ssl/certificates/${encodeURIComponent(id)}`
  const { call, start, quoted } = realtimeRegisterClient(
    settings,
    (type, message, status, billables) =>
      new AuthorityError(type, message, status, billables as Billable[] | undefined),
  )
  // The names and their validation, as a reissue sends them; an order adds the account, product and period.
  const named = ({ csr, domainName, san, dcv }: ReissueRequest) => ({ csr, domainName, san, dcv })
  const ordered = (r: CertificateRequest) => ({
    customer: settings.customer,
    product: r.product,
    period: r.period,
    ...named(r),
  })

  return {
    mode: 'live',

    async products() {
      const { body } = await call('GET', '/ssl/products?limit=200')
      const entities = (body?.entities ?? []) as Array<Record<string, unknown>>
      return entities.map(
        (p): CaProduct => ({
          product: String(p.product),
          brand: String(p.brand ?? ''),
          validationType: (p.validationType as CaProduct['validationType']) ?? 'DV',
          maxSans: Number(p.maxDomains ?? p.maxSans ?? 0),
          periods: (p.period as number[] | undefined) ?? (p.periods as number[] | undefined) ?? [12],
          wildcard: String(p.certificateType ?? '').includes('WILDCARD'),
        }),
      )
    },

    async quote(_ctx, r) {
      return quoted<Billable['action']>('/ssl/certificates?quote=true', ordered(r))
    },

    request: (_ctx, r) =>
      start('POST', '/ssl/certificates', { ...ordered(r), language: 'EN', billables: toRtr(r.billables) }),

    reissue: (_ctx, id, r) => start('POST', `${cert(id)}/reissue`, named(r)),

    async revoke(_ctx, id, reason) {
      await call('DELETE', cert(id), { reason })
    },

    async certificate(_ctx, id) {
      try {
        const { body } = await call('GET', cert(id))
        const c = (body ?? {}) as Partial<CaCertificate>
        return {
          id: String(c.id ?? id),
          product: c.product ?? '',
          domainName: c.domainName ?? '',
          san: c.san ?? [],
          status: c.status ?? 'ACTIVE',
          startDate: c.startDate ?? '',
          expiryDate: c.expiryDate ?? '',
          subscriptionEndDate: c.subscriptionEndDate ?? '',
        }
      } catch (error) {
        if (error instanceof AuthorityError && error.status === 404) return null
        throw error
      }
    },

    async download(_ctx, id) {
      const { body } = await call('GET', `${cert(id)}/download?format=PEM_CA_BUNDLE`)
      const pem = body?.certificate
      if (typeof pem !== 'string' || !pem.includes('BEGIN CERTIFICATE'))
        throw new AuthorityError('ObjectDoesNotExist', `Realtime Register gave no certificate for ${id}`, 404)
      return pem
    },

    async dcvEmails(_ctx, domainName) {
      const { body } = await call('GET', `/ssl/dcvemailaddresslist/${encodeURIComponent(domainName)}`)
      return ((body?.entities ?? body?.emails ?? []) as unknown[]).map(String)
    },

    async processInfo(_ctx, processId) {
      const pid = encodeURIComponent(processId)
      const [{ body: process }, { body: info }] = await Promise.all([
        call('GET', `/processes/${pid}`),
        call('GET', `/processes/${pid}/info`),
      ])
      const dcv = ((info?.validations as { dcv?: DcvStatus[] } | undefined)?.dcv ?? []).map((d) => ({
        ...d,
        status: d.status ?? 'WAITING',
      }))
      const answer: SslProcessInfo = {
        id: processId,
        status: (process?.status as ProcessStatus | undefined) ?? 'RUNNING',
        validations: dcv,
        requiresAttention: info?.requiresAttention === true,
      }
      if (info?.certificateId != null) answer.certificateId = String(info.certificateId)
      if (typeof process?.error === 'string') answer.error = process.error
      return answer
    },

    async resend(_ctx, processId, dcv) {
      await call('POST', `/processes/${encodeURIComponent(processId)}/resend`, { dcv })
    },
  }
}
