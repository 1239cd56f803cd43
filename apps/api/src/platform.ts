import type { FileStore } from './adapters/files.ts'
import type { Mailer } from './adapters/mail.ts'
import type { ViesChecker } from './adapters/vies.ts'
import type { JobQueue } from './db/queue.ts'
import type { ErrorReporter } from './lib/sentry.ts'
import type { IaasPlatform } from './modules/aas/iaas/adapter.ts'
import type { MonitoringPlatform } from './modules/aas/monitoring/adapter.ts'
import type { MarketplaceAdapter } from './modules/catalog/marketplace/adapter.ts'
import type { Carrier } from './modules/connectivity/carrier/adapter.ts'
import type { Mvno } from './modules/connectivity/mvno/adapter.ts'
import type { PortingPlatform } from './modules/connectivity/porting/adapter.ts'
import type { Registrar } from './modules/domains/registrar/adapter.ts'
import type { VpsPlatform } from './modules/hosting/compute/adapter.ts'
import type { HostingPanel } from './modules/hosting/panel/adapter.ts'
import type { Graph } from './modules/microsoft/graph/adapter.ts'
import type { PartnerCenter } from './modules/microsoft/partnerCenter/adapter.ts'
import type { PaymentProvider } from './modules/payments/provider/adapter.ts'
import type { CertificateAuthority } from './modules/ssl/authority/adapter.ts'

/** Tests only: fails document issue at a given stage (gapless numbering under failure). */
export type FaultInjector = (stage: 'after-number') => void

/**
 * What a request reaches besides the database: the outside systems (each an adapter with a sandbox)
 * and the deployment's settings. Built once in app.ts and carried by every request context.
 */
export type Platform = {
  mailer: Mailer
  /** Work that happens later (mail, provisioning, renewals): pg-boss on the app's database. */
  jobs: JobQueue
  vies: ViesChecker
  /** The cloud marketplace (Ingram Micro), whose products staff import into the catalogue. */
  marketplace: MarketplaceAdapter
  /** The domain registrar (Realtime Register), or its sandbox registry. */
  registrar: Registrar
  /** The certificate authority (Realtime Register's SSL API), or its sandbox CA. */
  sslAuthority: CertificateAuthority
  /** Microsoft's Partner Center (CSP), or its sandbox. */
  partnerCenter: PartnerCenter
  /** Microsoft Graph in the customers' tenants (licences per user), or its sandbox. */
  graph: Graph
  /** The web hosting control panel (DirectAdmin), or the sandbox panel. */
  hostingPanel: HostingPanel
  /** The VPS platform (Proxmox VE), or the sandbox platform. */
  vpsPlatform: VpsPlatform
  /** The wholesale carrier of internet lines, or its sandbox carrier. */
  carrier: Carrier
  /** The mobile network (MVNO) of SIM cards, or its sandbox. */
  mvno: Mvno
  /** The number porting platform (CM.com), or its sandbox. */
  porting: PortingPlatform
  /** The monitoring platform of the managed network devices (NaaS), or its sandbox. */
  monitoring: MonitoringPlatform
  /** The IaaS platform measuring the resource pools' use, or its sandbox. */
  iaas: IaasPlatform
  /** The payment provider (Mollie), or the sandbox provider. */
  payments: PaymentProvider
  /** An issuer's own account at Mollie, by its API key (a reseller's own, issue 25 item 9). */
  paymentAccount: (apiKey: string) => PaymentProvider
  reporter: ErrorReporter
  /** The address users reach the portal at. */
  publicUrl: string
  brand: string
  /** The key users of the signing-in IdP are stored under (users.issuer): 'embedded' or the external issuer URL. */
  issuer: string
  embeddedIdp: boolean
  /** DATA_DIR: the embedded database, the disk file store, and attachments from before the store (moved at start). */
  dataDir: string
  /** Issued PDFs and attachments: local disk under DATA_DIR, or S3 when S3_BUCKET is set. */
  files: FileStore
  /** The provider's IANA time zone (PROVIDER_TIME_ZONE): the calendar documents are dated in. */
  timeZone: string
  /** The clock; tests set it to a fixed instant. Dates come from `todayIn(timeZone, now())`. */
  now(): Date
  billingFault?: FaultInjector
  /** Tests only: whether the sandbox adapter fails setting up this service (a failed provisioning step). */
  sandboxFault?: (serviceId: string) => boolean
  /** Request limits and storage quotas (0 = off); see lib/rateLimit.ts and lib/quota.ts. */
  limits: Limits
}

export type Limits = {
  userPerMinute: number
  writesPerMinute: number
  companyPerMinute: number
  feedbackPerDay: number
  feedbackBytesPerDay: number
  attachmentBytes: number
}
