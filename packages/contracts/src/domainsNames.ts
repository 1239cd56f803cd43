import {
  DNS_RECORD_TYPES,
  DNS_TTL,
  type DnsProblemCode,
  DOMAIN_LIFECYCLE_STATES,
  isHostName,
  validateDnsZone,
} from '@portico/domain'
import { z } from 'zod'
import { companyFields, pageOf, pageQueryFields, versionedFields } from './common.ts'
import { domainsTexts } from './domainsTexts.ts'

const texts = domainsTexts.codes
/** A DNS rule's message: every code of the rules has its text (the compiler checks). */
const dnsText = (code: DnsProblemCode) => texts[`dns.${code}`]

export const DOMAIN_STATUSES = [
  'pending_registration',
  'pending_transfer',
  'active',
  'grace',
  'redemption',
  'quarantine',
  'expired',
  'transferred_away',
  'cancelled',
  'failed',
] as const
export const DomainStatusSchema = z.enum(DOMAIN_STATUSES)

/** invoiced: a restore waiting for payment; awaiting_restore: the renewal is paid but the name is past its grace. */
export const DOMAIN_RENEWAL_STATES = [
  'invoiced',
  'paid',
  'running',
  'completed',
  'failed',
  'awaiting_restore',
] as const
export type DomainStatus = z.infer<typeof DomainStatusSchema>

const day = z.iso.date()

export const DomainSchema = z.object({
  id: z.uuid(),
  ...companyFields,
  name: z.string(),
  tld: z.string(),
  status: DomainStatusSchema,
  /** sandbox or live: the registrar that holds it. */
  registrar: z.string(),
  expires_on: day.nullable(),
  /** Where the registry has it today by its expiry date (null until it is registered). */
  lifecycle: z
    .object({
      state: z.enum(DOMAIN_LIFECYCLE_STATES),
      until: day.nullable(),
      recovery: z.enum(['renew', 'restore']).nullable(),
    })
    .nullable(),
  auto_renew: z.boolean(),
  transfer_lock: z.boolean(),
  dnssec: z.boolean(),
  /** Whether the registry of its TLD takes DNSSEC (the TLD catalogue's features). */
  dnssec_supported: z.boolean(),
  nameservers: z.array(z.string()),
  registrant_id: z.uuid().nullable(),
  admin_id: z.uuid().nullable(),
  tech_id: z.uuid().nullable(),
  billing_id: z.uuid().nullable(),
  service_id: z.uuid().nullable(),
  /** The newest renewal (or restore) of a term: paid through an invoice, then done at the registrar. */
  renewal: z
    .object({
      kind: z.enum(['renew', 'restore']),
      status: z.enum(DOMAIN_RENEWAL_STATES),
      term_start: day,
      document_id: z.uuid().nullable(),
      error: z.string().nullable(),
    })
    .nullable(),
  /** What restoring costs (the TLD's restore price in the service's currency), while a restore is possible. */
  restore_price: z.object({ currency: z.string(), price_minor: z.number().int() }).nullable(),
  error: z.string().nullable(),
  ...versionedFields,
})
export type Domain = z.infer<typeof DomainSchema>

export const DomainListQuerySchema = z.strictObject({
  company: z.uuid().optional(),
  status: DomainStatusSchema.optional(),
  tld: z.string().trim().toLowerCase().max(63).optional(),
  /** Expiring within this many days. */
  expiring: z.enum(['30', '60', '90']).optional(),
  q: z.string().trim().max(100).optional(),
  ...pageQueryFields(50),
})
export type DomainListQuery = z.infer<typeof DomainListQuerySchema>
export const DomainListResponseSchema = pageOf(DomainSchema)

const hostName = z.string().trim().toLowerCase().max(253).refine(isHostName, texts.nameservers)

/** What a customer changes on a domain; the registrar follows. */
export const DomainUpdateSchema = z.strictObject({
  auto_renew: z.boolean(),
  transfer_lock: z.boolean(),
  /** The zone signed at the registrar's DNS and its key published at the registry; omitted: unchanged. */
  dnssec: z.boolean().optional(),
  nameservers: z.array(hostName).min(2, texts.nameservers).max(13, texts.nameservers),
  registrant_id: z.uuid().nullable(),
  admin_id: z.uuid().nullable(),
  tech_id: z.uuid().nullable(),
  billing_id: z.uuid().nullable(),
})
export type DomainUpdate = z.input<typeof DomainUpdateSchema>

export const DnsRecordSchema = z.strictObject({
  name: z.string().trim().toLowerCase().min(1).max(253),
  type: z.enum(DNS_RECORD_TYPES),
  content: z.string().max(4100),
  ttl: z.number().int().default(DNS_TTL.default),
  priority: z.number().int().nullable().default(null),
})
export type DnsRecordInput = z.input<typeof DnsRecordSchema>

/** A zone is saved whole and judged whole (a CNAME beside other records, duplicates). */
export const DnsZoneInputSchema = z
  .strictObject({ records: z.array(DnsRecordSchema).max(500) })
  .superRefine((zone, ctx) => {
    for (const problem of validateDnsZone(zone.records)) {
      ctx.addIssue({
        code: 'custom',
        path: ['records', problem.index, problem.field],
        message: dnsText(problem.code),
      })
    }
  })
export type DnsZoneInput = z.input<typeof DnsZoneInputSchema>

export const DnsZoneSchema = z.object({
  domain_id: z.uuid(),
  records: z.array(DnsRecordSchema),
  version: z.number().int(),
})
export type DnsZone = z.infer<typeof DnsZoneSchema>

export const DomainParamsSchema = z.strictObject({ id: z.uuid() })

/** The auth code for a transfer away, or word that the registry sent it to the registrant (.nl). */
export const DomainAuthCodeSchema = z.object({
  auth_code: z.string().nullable(),
  sent_to_registrant: z.boolean(),
})
