import { randomBytes, randomUUID } from 'node:crypto'
import { approverEmails, SSL_MAX_VALIDITY_DAYS, validatedDomainOf } from '@portico/contracts'
import type { RequestContext } from '../../../auth/context.ts'
import {
  findSandboxAuthority,
  findSandboxCaCertificate,
  insertSandboxAuthority,
  insertSandboxCaCertificate,
  insertSandboxCaProcess,
  lockSandboxCaProcess,
  type SandboxCaProcessRow,
  type SandboxCaValidationRow,
  sandboxCaValidations,
  setSandboxCaCertificate,
  setSandboxCaProcess,
  setSandboxCaValidations,
  zoneForName,
} from '../sandboxCa.repository.ts'
import { acceptableKey, issueCertificate, loadAuthority, newAuthority, parseCsr } from '../x509.ts'
import {
  AuthorityError,
  type CertificateAuthority,
  type CertificateRequest,
  type DcvRequest,
  type DcvStatus,
  type SslProcessInfo,
} from './adapter.ts'
import { billablesFor, SANDBOX_PRODUCTS, sameBillables } from './sandboxProducts.ts'

/** E-mail approval and the file check complete this long after the request (a person, a crawler). */
export const SANDBOX_APPROVAL_SECONDS = 20
const DAY = 86_400_000
/** How long a name's validation may be reused for a later certificate (CA/B, from 2026-03-15). */
const DCV_REUSE_DAYS = 200

const TOKEN = () => randomBytes(16).toString('hex')
const dcvRecordName = (name: string) => `_dnsauth.${validatedDomainOf(name)}`
const fileName = (token: string) => `${token.slice(0, 16).toUpperCase()}.txt`

/** Checks what the CA checks of a request: the CSR, the names and the approver addresses. */
async function judge(request: Pick<CertificateRequest, 'csr' | 'domainName' | 'san' | 'dcv'>) {
  const csr = await parseCsr(request.csr)
  if (!csr?.signatureValid) throw new AuthorityError('InvalidParameter', 'The CSR is not valid', 400)
  if (!acceptableKey(csr.key)) throw new AuthorityError('InvalidParameter', 'The CSR key is too weak', 400)
  const names = [request.domainName, ...request.san]
  for (const name of names) {
    const dcv = request.dcv.find((d) => d.commonName === name)
    if (!dcv) throw new AuthorityError('InvalidParameter', `No validation for ${name}`, 400)
    if (dcv.type === 'EMAIL' && !approverEmails(name).includes(dcv.email ?? ''))
      throw new AuthorityError('InvalidParameter', `${dcv.email} may not approve ${name}`, 400)
  }
}

async function signingAuthority(ctx: RequestContext) {
  let row = await findSandboxAuthority(ctx)
  if (!row) {
    const made = await newAuthority('Portico Sandbox CA', ctx.platform.now())
    await insertSandboxAuthority(ctx, made.privateKey, made.certificatePem)
    row = await findSandboxAuthority(ctx)
  }
  if (!row) throw new Error('The sandbox CA has no key')
  return {
    authority: await loadAuthority(row.private_key, row.certificate_pem),
    rootPem: row.certificate_pem,
  }
}

/** Whether a waiting validation has passed now: DNS by the portal's zone, e-mail and file after the delay. */
async function passed(ctx: RequestContext, v: SandboxCaValidationRow): Promise<boolean> {
  if (v.type !== 'DNS') return !!v.completes_at && v.completes_at <= ctx.platform.now()
  const fqdn = dcvRecordName(v.common_name)
  const labels = validatedDomainOf(v.common_name).split('.')
  const candidates = labels.slice(0, -1).map((_, i) => labels.slice(i).join('.'))
  const zone = await zoneForName(ctx, candidates)
  if (!zone) return false
  const relative = fqdn === zone.name ? '@' : fqdn.slice(0, -(zone.name.length + 1))
  const records = zone.records as Array<{ name: string; type: string; content: string }>
  return records.some(
    (r) =>
      r.type === 'TXT' && r.name.toLowerCase() === relative && r.content.replace(/^"|"$/g, '') === v.token,
  )
}

function statusOf(v: SandboxCaValidationRow): DcvStatus {
  const base: DcvStatus = { commonName: v.common_name, type: v.type, status: v.status }
  if (v.type === 'EMAIL') return { ...base, email: v.email ?? '' }
  if (v.type === 'DNS')
    return { ...base, dnsRecord: dcvRecordName(v.common_name), dnsType: 'TXT', dnsContents: v.token }
  return {
    ...base,
    fileLocation: `http://${validatedDomainOf(v.common_name)}/.well-known/pki-validation/${fileName(v.token)}`,
    fileContents: v.token,
  }
}

/** Issues the certificate of a process whose names are all validated: at most 200 days, within the subscription. */
async function issue(ctx: RequestContext, process: SandboxCaProcessRow): Promise<string> {
  const now = ctx.platform.now()
  const replaced = process.certificate_id
    ? await findSandboxCaCertificate(ctx, process.certificate_id)
    : undefined
  const subscriptionEnd =
    replaced?.subscription_end_date ??
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + process.period, now.getUTCDate()))
      .toISOString()
      .slice(0, 10)
  const end = Math.min(
    now.getTime() + SSL_MAX_VALIDITY_DAYS * DAY,
    Date.parse(`${subscriptionEnd}T23:59:59Z`),
  )
  const { authority } = await signingAuthority(ctx)
  const cert = await issueCertificate(authority, {
    csr: process.csr,
    commonName: process.domain_name,
    san: process.san,
    notBefore: now,
    notAfter: new Date(end),
  })
  const id = `sbx-cert-${randomUUID()}`
  await insertSandboxCaCertificate(ctx, {
    id,
    product: process.product,
    domain_name: process.domain_name,
    san: process.san,
    csr: process.csr,
    certificate_pem: cert.toString('pem'),
    status: 'ACTIVE',
    start_date: cert.notBefore,
    expiry_date: cert.notAfter,
    subscription_end_date: subscriptionEnd,
  })
  if (replaced) await setSandboxCaCertificate(ctx, replaced.id, { status: 'REISSUED' })
  return id
}

async function startProcess(
  ctx: RequestContext,
  action: 'REQUEST' | 'REISSUE',
  request: Omit<CertificateRequest, 'billables'>,
  certificateId: string | null,
) {
  await judge(request)
  const id = `sbx-ssl-${randomUUID()}`
  const now = ctx.platform.now()
  const later = new Date(now.getTime() + SANDBOX_APPROVAL_SECONDS * 1000)
  // DCV reuse (CA/B BR 3.2.2.4; 200 days from 2026-03-15): a reissue's names validated for the
  // certificate it replaces, issued within that period, need no new validation.
  const replaced = certificateId ? await findSandboxCaCertificate(ctx, certificateId) : undefined
  const reused = (name: string) =>
    !!replaced &&
    now.getTime() - replaced.start_date.getTime() < DCV_REUSE_DAYS * DAY &&
    [replaced.domain_name, ...replaced.san].includes(name)
  await insertSandboxCaProcess(
    ctx,
    {
      id,
      action,
      status: 'RUNNING',
      product: request.product,
      period: request.period,
      domain_name: request.domainName,
      san: request.san,
      csr: request.csr,
      certificate_id: certificateId,
    },
    request.dcv.map((d: DcvRequest) => ({
      common_name: d.commonName,
      type: d.type,
      email: d.type === 'EMAIL' ? (d.email ?? null) : null,
      token: TOKEN(),
      status: reused(d.commonName) ? ('VALID' as const) : ('WAITING' as const),
      completes_at: d.type === 'DNS' ? null : later,
    })),
  )
  return { processId: id, status: 'RUNNING' as const }
}

/**
 * The sandbox CA (mode 'sandbox'): keeps its processes, validations and certificates in the
 * `ssl_sandbox_*` tables. DNS validation passes once the portal's own zone of the domain holds the
 * TXT record `_dnsauth.<name>` with the process's token; e-mail (to a constructed address only) and
 * file validation pass SANDBOX_APPROVAL_SECONDS after the request. Certificates are real X.509,
 * signed by the sandbox CA's own key, and last at most 200 days.
 */
export function sandboxAuthority(): CertificateAuthority {
  return {
    mode: 'sandbox',
    products: async () => SANDBOX_PRODUCTS.map(({ yearMinor: _y, sanYearMinor: _s, ...p }) => p),
    quote: async (_ctx, request) => billablesFor(request),

    async request(ctx, request) {
      const quoted = billablesFor(request)
      if (!sameBillables(request.billables, quoted))
        throw new AuthorityError(
          'BillableAcknowledgmentNeededException',
          'Acknowledge the billables',
          400,
          quoted,
        )
      return startProcess(ctx, 'REQUEST', request, null)
    },

    async reissue(ctx, certificateId, request) {
      const current = await findSandboxCaCertificate(ctx, certificateId)
      if (current?.status !== 'ACTIVE')
        throw new AuthorityError('ObjectDoesNotExist', `No active certificate ${certificateId}`, 404)
      return startProcess(ctx, 'REISSUE', { ...request, product: current.product, period: 0 }, certificateId)
    },

    async revoke(ctx, certificateId) {
      const current = await findSandboxCaCertificate(ctx, certificateId)
      if (!current) throw new AuthorityError('ObjectDoesNotExist', `No certificate ${certificateId}`, 404)
      await setSandboxCaCertificate(ctx, certificateId, { status: 'REVOKED' })
    },

    async certificate(ctx, certificateId) {
      const row = await findSandboxCaCertificate(ctx, certificateId)
      if (!row) return null
      return {
        id: row.id,
        product: row.product,
        domainName: row.domain_name,
        san: row.san,
        status: row.status,
        startDate: row.start_date.toISOString(),
        expiryDate: row.expiry_date.toISOString(),
        subscriptionEndDate: row.subscription_end_date,
      }
    },

    async download(ctx, certificateId) {
      const row = await findSandboxCaCertificate(ctx, certificateId)
      if (!row) throw new AuthorityError('ObjectDoesNotExist', `No certificate ${certificateId}`, 404)
      const { rootPem } = await signingAuthority(ctx)
      return `${row.certificate_pem.trim()}\n${rootPem.trim()}\n`
    },

    dcvEmails: async (_ctx, domainName) => approverEmails(domainName),

    async processInfo(ctx, processId) {
      return ctx.transaction(async (tx) => {
        const process = await lockSandboxCaProcess(tx, processId)
        if (!process) throw new AuthorityError('ObjectDoesNotExist', `No process ${processId}`, 404)
        let validations = await sandboxCaValidations(tx, processId)
        if (process.status === 'RUNNING') {
          const now: string[] = []
          for (const v of validations) if (v.status === 'WAITING' && (await passed(tx, v))) now.push(v.id)
          await setSandboxCaValidations(tx, now, { status: 'VALID' })
          validations = validations.map((v) => (now.includes(v.id) ? { ...v, status: 'VALID' as const } : v))
          if (validations.every((v) => v.status === 'VALID')) {
            const certificateId = await issue(tx, process)
            await setSandboxCaProcess(tx, processId, { status: 'COMPLETED', certificate_id: certificateId })
            process.status = 'COMPLETED'
            process.certificate_id = certificateId
          }
        }
        const info: SslProcessInfo = {
          id: process.id,
          status: process.status as SslProcessInfo['status'],
          validations: validations.map(statusOf),
          requiresAttention: process.status === 'RUNNING',
        }
        if (process.status === 'COMPLETED' && process.certificate_id)
          info.certificateId = process.certificate_id
        if (process.error) info.error = process.error
        return info
      })
    },

    async resend(ctx, processId) {
      const validations = await sandboxCaValidations(ctx, processId)
      const later = new Date(ctx.platform.now().getTime() + SANDBOX_APPROVAL_SECONDS * 1000)
      const waiting = validations.filter((v) => v.status === 'WAITING' && v.type !== 'DNS').map((v) => v.id)
      await setSandboxCaValidations(ctx, waiting, { completes_at: later })
    },
  }
}
