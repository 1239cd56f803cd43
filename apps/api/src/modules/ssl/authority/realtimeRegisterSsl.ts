import type { RealtimeRegisterSettings } from '../../domains/registrar/realtimeRegister.ts'
import {
  AuthorityError,
  type Billable,
  type CaCertificate,
  type CaProduct,
  type CertificateAuthority,
  type DcvStatus,
  type ProcessStarted,
  type ProcessStatus,
  type SslProcessInfo,
} from './adapter.ts'

type Answer = { status: number; body: Record<string, unknown> | undefined; headers: Headers }
type RtrBillable = Omit<Billable, 'currency'>
type RtrQuote = { currency?: string; billables?: RtrBillable[] }

const fromRtr = (quote: RtrQuote | undefined): Billable[] =>
  (quote?.billables ?? []).map((b) => ({ ...b, currency: quote?.currency ?? 'EUR' }))
/** Sent back verbatim, less the currency, which RTR's billable has no field for. */
const toRtr = (billables: Billable[] | undefined) =>
  billables?.map(({ product, action, quantity, amount }) => ({ product, action, quantity, amount }))

/**
 * Realtime Register's SSL API (REST v2, mode 'live'), with the registrar's settings
 * (REALTIMEREGISTER_*) and its error mapping (RegistrarError with RTR's type). Mutations answer
 * 202 { processId }; the process's info tells the validation per name. No retries: a request sent
 * twice may be bought twice, so the caller follows the process instead.
 */
export function realtimeRegisterSsl(settings: RealtimeRegisterSettings): CertificateAuthority {
  const base = settings.url.replace(/\/+$/, '')
  const timeout = settings.timeoutMs ?? 30_000
  const cert = (id: string) => `/ssl/certificates/${encodeURIComponent(id)}`

  async function call(method: string, path: string, body?: unknown): Promise<Answer> {
    let res: Response
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `ApiKey ${settings.apiKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeout),
      })
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError'
      throw new AuthorityError(timedOut ? 'Timeout' : 'ConnectionFailed', String(error), timedOut ? 504 : 502)
    }
    const text = await res.text()
    let parsed: Record<string, unknown> | undefined
    try {
      parsed = text ? (JSON.parse(text) as Record<string, unknown>) : undefined
    } catch {
      parsed = undefined
    }
    if (!res.ok) {
      const type = typeof parsed?.type === 'string' ? parsed.type : 'HttpError'
      const message =
        typeof parsed?.message === 'string' ? parsed.message : `${method} ${path}: ${res.status}`
      const quote = parsed?.quote as RtrQuote | undefined
      throw new AuthorityError(type, message, res.status, quote ? fromRtr(quote) : undefined)
    }
    return { status: res.status, body: parsed, headers: res.headers }
  }

  const started = (answer: Answer): ProcessStarted => ({
    processId: String(answer.body?.processId ?? answer.headers.get('x-process-id') ?? ''),
    status: answer.status === 202 ? 'RUNNING' : 'COMPLETED',
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
      const answer = await call('POST', '/ssl/certificates?quote=true', {
        customer: settings.customer,
        product: r.product,
        period: r.period,
        csr: r.csr,
        domainName: r.domainName,
        san: r.san,
        dcv: r.dcv,
      })
      return fromRtr(answer.body?.quote as RtrQuote | undefined)
    },

    request: (_ctx, r) =>
      call('POST', '/ssl/certificates', {
        customer: settings.customer,
        product: r.product,
        period: r.period,
        csr: r.csr,
        domainName: r.domainName,
        san: r.san,
        dcv: r.dcv,
        language: 'EN',
        billables: toRtr(r.billables),
      }).then(started),

    reissue: (_ctx, id, r) =>
      call('POST', `${cert(id)}/reissue`, {
        csr: r.csr,
        domainName: r.domainName,
        san: r.san,
        dcv: r.dcv,
      }).then(started),

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
