import { RtrRefusal } from '../../../adapters/realtimeRegister.ts'
import type { RequestContext } from '../../../auth/context.ts'
import type { ProcessStarted, ProcessStatus } from '../../domains/registrar/adapter.ts'

export { FINAL_PROCESS_STATUSES } from '../../domains/registrar/adapter.ts'
export type { ProcessStarted, ProcessStatus }

/**
 * A certificate authority behind one interface, shaped by Realtime Register's SSL API (REST v2
 * `/v2/ssl`), like the registrar: requests, reissues and renewals are processes with a status; a
 * billable call is quoted first and acknowledged with the quoted billables (the price cap); periods
 * are in MONTHS; domain control validation (DCV) is chosen per name and followed on the process.
 */

/** RTR DCV types: e-mail to a constructed address, a DNS record, or a file on the web server. */
/** What a billable call costs, as the CA quotes it; sent back verbatim to acknowledge it. */
export type Billable = {
  product: string
  action: 'REQUEST' | 'RENEW' | 'EXTRA_DOMAIN' | 'EXTRA_WILDCARD'
  quantity: number
  /** The CA's price in minor units of `currency`. */
  amount: number
  currency: string
}

export type DcvType = 'EMAIL' | 'DNS' | 'FILE'
export type DcvRequest = { commonName: string; type: DcvType; email?: string }

/** POST /ssl/certificates (and the fields a reissue repeats). */
export type CertificateRequest = {
  product: string
  /** Months (12 is one year): the subscription, served by successive certificates of at most 200 days. */
  period: number
  csr: string
  domainName: string
  san: string[]
  dcv: DcvRequest[]
  billables?: Billable[]
}

export type ReissueRequest = Pick<CertificateRequest, 'csr' | 'domainName' | 'san' | 'dcv'>

/** One name's validation as the process reports it (GET /processes/{id}/info). */
export type DcvStatus = {
  commonName: string
  type: DcvType
  status: 'WAITING' | 'VALID' | 'FAILED'
  email?: string
  /** DNS: the record to publish, fully qualified. */
  dnsRecord?: string
  dnsType?: 'TXT' | 'CNAME'
  dnsContents?: string
  /** FILE: the URL the file must be served at, and its contents. */
  fileLocation?: string
  fileContents?: string
}

export type SslProcessInfo = {
  id: string
  status: ProcessStatus
  /** The certificate the process made or reissued, once it is known. */
  certificateId?: string
  validations: DcvStatus[]
  requiresAttention: boolean
  error?: string
}

/** A certificate as the CA has it (RTR's certificate object, the fields the portal uses). */
export type CaCertificate = {
  id: string
  product: string
  domainName: string
  san: string[]
  status: 'ACTIVE' | 'EXPIRED' | 'REVOKED' | 'REISSUED' | 'RENEWED'
  startDate: string
  expiryDate: string
  subscriptionEndDate: string
}

export type CaProduct = {
  product: string
  brand: string
  validationType: 'DV' | 'OV' | 'EV'
  maxSans: number
  periods: number[]
  wildcard: boolean
}

export type CertificateAuthority = {
  /** "sandbox" is shown as such in the portal; "live" talks to the CA through Realtime Register. */
  mode: 'sandbox' | 'live'
  /** GET /ssl/products. */
  products(ctx: RequestContext): Promise<CaProduct[]>
  /** The billables of a request without making it (?quote=true). */
  quote(ctx: RequestContext, request: CertificateRequest): Promise<Billable[]>
  /** POST /ssl/certificates: 202 with the process to follow. */
  request(ctx: RequestContext, request: CertificateRequest): Promise<ProcessStarted>
  /** POST /ssl/certificates/{id}/reissue: a new certificate within the subscription (new CSR, same names). */
  reissue(ctx: RequestContext, certificateId: string, request: ReissueRequest): Promise<ProcessStarted>
  /** DELETE /ssl/certificates/{id}. */
  revoke(ctx: RequestContext, certificateId: string, reason: string): Promise<void>
  /** GET /ssl/certificates/{id}. */
  certificate(ctx: RequestContext, certificateId: string): Promise<CaCertificate | null>
  /** GET /ssl/certificates/{id}/download?format=PEM (CA bundle included): the certificate first, then the chain. */
  download(ctx: RequestContext, certificateId: string): Promise<string>
  /** GET /ssl/dcvemailaddresslist/{domain}: the addresses e-mail validation may use. */
  dcvEmails(ctx: RequestContext, domainName: string): Promise<string[]>
  /** GET /processes/{id}/info. */
  processInfo(ctx: RequestContext, processId: string): Promise<SslProcessInfo>
  /** POST /processes/{id}/resend: sends the validation again (e-mail), or checks DNS/file again. */
  resend(ctx: RequestContext, processId: string, dcv: DcvRequest[]): Promise<void>
}

/** A CA's refusal with its RTR error type, e.g. BillableAcknowledgmentNeededException. */
export class AuthorityError extends RtrRefusal<Billable> {
  override readonly name = 'AuthorityError'
}
