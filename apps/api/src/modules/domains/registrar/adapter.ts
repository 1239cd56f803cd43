import { RtrRefusal } from '../../../adapters/realtimeRegister.ts'
import type { RequestContext } from '../../../auth/context.ts'

/**
 * A domain registrar behind one interface, shaped by Realtime Register's REST API v2 (the model the
 * other registrars' APIs share): mutations are asynchronous processes with a status, billable
 * actions are quoted first and then acknowledged with the quoted billables (a price cap: nothing is
 * bought at a price the portal did not see), periods are in MONTHS, contacts are handles that
 * domains refer to, registries add their own contact properties, and the registrar tells of what
 * happened through notifications that are polled and acknowledged.
 */

/** RTR ProcessStatus. COMPLETED is success; FAILED, INVALID and CANCELLED are final failures. */
export type ProcessStatus =
  | 'NEW'
  | 'VALIDATED'
  | 'RUNNING'
  | 'COMPLETED'
  | 'INVALID'
  | 'CANCELLED'
  | 'FAILED'
  | 'IN_DOUBT'
  | 'SCHEDULED'
  | 'SUSPENDED'
export const FINAL_PROCESS_STATUSES: readonly ProcessStatus[] = [
  'COMPLETED',
  'FAILED',
  'INVALID',
  'CANCELLED',
]

export type BillableAction = 'CREATE' | 'TRANSFER' | 'RENEW' | 'RESTORE'

/** What a billable call costs, as the registrar quotes it; sent back verbatim to acknowledge it. */
export type Billable = {
  product: string
  action: BillableAction
  quantity: number
  /** The registrar's price in minor units of `currency`. */
  amount: number
  currency: string
}

export type DomainAvailability = {
  domainName: string
  available: boolean
  premium: boolean
  /** Why it is not available, as the registry says it (e.g. "Domain name is reserved"). */
  reason?: string
  /** Premium names: the registration price in minor units (ordinary names are priced by the catalogue). */
  price?: number
  currency?: string
}

export type ContactRole = 'ADMIN' | 'BILLING' | 'TECH'

export type RegistrarContact = {
  name: string
  organization?: string | null
  addressLine: string[]
  postalCode: string
  city: string
  state?: string | null
  /** ISO 3166-1 alpha-2. */
  country: string
  email: string
  /** E.164a with a dot after the country code: +31.301234567. */
  voice: string
  fax?: string | null
  /** Registry extras by registry, e.g. { sidn: { legalForm: 'BV' } }. */
  properties?: Record<string, Record<string, string>>
}

export type DomainRegistration = {
  domainName: string
  registrant: string
  contacts: Array<{ role: ContactRole; handle: string }>
  ns: string[]
  /** Months: 12 is one year. */
  period: number
  /** The portal renews after payment, so the registrar's own auto-renew stays off. */
  autoRenew: false
  billables?: Billable[]
}

export type DomainTransfer = DomainRegistration & { authcode: string }

/** A domain as the registrar has it (RTR's domain object, the fields the portal uses). */
export type RegistrarDomain = {
  domainName: string
  registrant: string
  contacts: Array<{ role: ContactRole; handle: string }>
  ns: string[]
  /** EPP-based statuses: OK, CLIENT_TRANSFER_PROHIBITED, PENDING_TRANSFER, REDEMPTION_PERIOD, … */
  status: string[]
  autoRenew: boolean
  createdDate: string
  expiryDate: string
  premium: boolean
}

export type DomainUpdate = {
  ns?: string[]
  registrant?: string
  contacts?: Array<{ role: ContactRole; handle: string }>
  /** The full list of CLIENT_* statuses wanted (the registrar works out the difference). */
  status?: string[]
  autoRenew?: boolean
  /** The zone at the registrar's DNS signed, its DS record published at the registry (RTR zone.dnssec). */
  dnssec?: boolean
}

export type RegistrarProcess = {
  id: string
  action: 'CREATE' | 'TRANSFER' | 'RENEW' | 'RESTORE' | 'UPDATE' | 'DELETE'
  domainName: string
  status: ProcessStatus
  /** Why it failed, in the registrar's words. */
  error?: string
}

/** A mutation's answer: done at once (201), or a process to follow (202 { processId }). */
export type ProcessStarted = { processId: string; status: ProcessStatus }

/** A record of a zone at the registrar's DNS service (RTR): the name fully qualified, no final dot. */
export type ZoneRecord = { name: string; type: string; content: string; ttl: number; prio?: number }

export type RegistrarNotification = {
  id: string
  type: 'DOMAIN' | 'CONTACT' | 'TRANSFER' | 'SSL_CERT'
  message: string
  processId?: string
  domainName?: string
}

export type Registrar = {
  /** "sandbox" is shown as such in the portal; "live" talks to the registrar. */
  mode: 'sandbox' | 'live'
  /** GET /domains/{name}/check. */
  check(ctx: RequestContext, domainName: string): Promise<DomainAvailability>
  /** The billables of an action without doing it (RTR ?quote=true). */
  quote(ctx: RequestContext, action: BillableAction, domainName: string, period: number): Promise<Billable[]>
  /** POST /domains/{name}: with billables that match the quote, or it fails with the billables needed. */
  register(ctx: RequestContext, request: DomainRegistration): Promise<ProcessStarted>
  /** POST /domains/{name}/transfer. A wrong auth code fails the process, not the call. */
  transfer(ctx: RequestContext, request: DomainTransfer): Promise<ProcessStarted>
  renew(
    ctx: RequestContext,
    domainName: string,
    period: number,
    billables: Billable[],
  ): Promise<ProcessStarted>
  restore(
    ctx: RequestContext,
    domainName: string,
    reason: string,
    billables: Billable[],
  ): Promise<ProcessStarted>
  /** GET /domains/{name}; null when the registrar does not hold it. */
  info(ctx: RequestContext, domainName: string): Promise<RegistrarDomain | null>
  update(ctx: RequestContext, domainName: string, update: DomainUpdate): Promise<ProcessStarted>
  /** The auth code; registries that want it sent to the registrant only (.nl) answer `sent`. */
  authCode(ctx: RequestContext, domainName: string): Promise<{ authcode: string } | { sent: true }>
  /** DELETE /domains/{name}: into redemption or quarantine. */
  delete(ctx: RequestContext, domainName: string): Promise<ProcessStarted>
  /**
   * The domain's zone at the registrar's DNS service, replaced as a whole (RTR: POST /dns/zones, or
   * …/dns/zones/{id}/update when it exists); a DnsConfigurationException refuses it.
   */
  saveZone(ctx: RequestContext, domainName: string, records: ZoneRecord[]): Promise<void>
  /** GET /processes/{id}. */
  process(ctx: RequestContext, processId: string): Promise<RegistrarProcess>
  /** POST /customers/{customer}/contacts/{handle} (create) or …/update: saved either way. */
  saveContact(ctx: RequestContext, handle: string, contact: RegistrarContact): Promise<void>
  /** Fails (ObjectExists-like conflict) while a domain refers to the handle. */
  deleteContact(ctx: RequestContext, handle: string): Promise<void>
  /** GET …/notifications/poll: the oldest unacknowledged notification, or null. */
  poll(ctx: RequestContext): Promise<RegistrarNotification | null>
  /** POST …/notifications/{id}/ack. */
  ack(ctx: RequestContext, notificationId: string): Promise<void>
}

/** A registrar's refusal with its RTR error type, e.g. BillableAcknowledgmentNeededException. */
export class RegistrarError extends RtrRefusal<Billable> {
  override readonly name = 'RegistrarError'
}
