import { z } from 'zod'
import { DateTimeSchema } from './common.ts'
import { defineTexts } from './texts.ts'

/** The SSL area's validation messages by code. */
export const sslTexts = defineTexts('ssl', {
  caProduct: {
    en: 'Use the CA product code: lower-case letters, digits and underscores (2-60)',
    nl: 'Gebruik de productcode van de CA: kleine letters, cijfers en underscores (2-60)',
  },
  duplicatePrice: {
    en: 'Each currency and period may appear only once',
    nl: 'Elke combinatie van valuta en periode mag maar één keer voorkomen',
  },
  periodNotAllowed: {
    en: 'This period is not one of the subscription periods allowed',
    nl: 'Deze periode hoort niet bij de toegestane abonnementsperiodes',
  },
  includedAboveMax: {
    en: 'The included names cannot be more than the maximum',
    nl: 'Het aantal inbegrepen namen kan niet hoger zijn dan het maximum',
  },
  hostName: {
    en: 'Use a host name such as www.example.nl (a leading *. only for a wildcard)',
    nl: 'Gebruik een hostnaam zoals www.example.nl (een *. vooraan alleen voor een wildcard)',
  },
  csr: {
    en: 'Paste a certificate signing request (PEM, starting with -----BEGIN CERTIFICATE REQUEST-----)',
    nl: 'Plak een certificaataanvraag (PEM, beginnend met -----BEGIN CERTIFICATE REQUEST-----)',
  },
  approverEmail: {
    en: 'Choose one of admin@, administrator@, hostmaster@, postmaster@ or webmaster@ of the domain',
    nl: 'Kies admin@, administrator@, hostmaster@, postmaster@ of webmaster@ van het domein',
  },
  dcvNames: {
    en: 'Give one validation method for each name of the certificate',
    nl: 'Geef één validatiemethode voor elke naam van het certificaat',
  },
  duplicateName: {
    en: 'Each name may appear only once',
    nl: 'Elke naam mag maar één keer voorkomen',
  },
})
const texts = sslTexts.codes

export const SSL_VALIDATION_TYPES = ['DV', 'OV', 'EV'] as const
export const SslValidationTypeSchema = z.enum(SSL_VALIDATION_TYPES)
export type SslValidationType = z.infer<typeof SslValidationTypeSchema>

/** Subscriptions run one, two or three years (months, as the CA counts them); certificates within it last at most 200 days. */
export const SSL_PERIOD_MONTHS = [12, 24, 36] as const
export const SSL_PERIODS = ['P1Y', 'P2Y', 'P3Y'] as const
export const SslPeriodSchema = z.enum(SSL_PERIODS)
export type SslPeriod = z.infer<typeof SslPeriodSchema>
export const SSL_PERIOD_TO_MONTHS: Record<SslPeriod, number> = { P1Y: 12, P2Y: 24, P3Y: 36 }

/** CA/B Forum SC-081v3: no certificate issued from 15 March 2026 lasts longer than 200 days. */
export const SSL_MAX_VALIDITY_DAYS = 200

/** The addresses a CA may mail for e-mail validation (CA/B SC-080: WHOIS addresses are no longer allowed). */
export const APPROVER_LOCAL_PARTS = [
  'admin',
  'administrator',
  'hostmaster',
  'postmaster',
  'webmaster',
] as const

/** The base domain a name is validated on: a wildcard's parent. */
export const validatedDomainOf = (name: string) => (name.startsWith('*.') ? name.slice(2) : name)

/**
 * The constructed approver addresses of a name: the five local parts at the name's base domain and
 * at each parent down to `domain` (CA/B BR 3.2.2.4.4: an authorization domain name is the name with
 * zero or more labels pruned), or down to two labels when the domain is not known.
 */
export function approverEmails(name: string, domain?: string): string[] {
  const labels = validatedDomainOf(name).split('.')
  const bases: string[] = []
  for (let i = 0; i <= labels.length - 2; i++) {
    const base = labels.slice(i).join('.')
    bases.push(base)
    if (base === domain) break
  }
  return bases.flatMap((base) => APPROVER_LOCAL_PARTS.map((local) => `${local}@${base}`))
}

const label = '(?!-)[a-z0-9-]{1,63}(?<!-)'
export const SSL_HOST_NAME = new RegExp(`^(\\*\\.)?(${label}\\.)+[a-z]{2,63}$`)
export const SslHostNameSchema = z.string().trim().toLowerCase().max(253).regex(SSL_HOST_NAME, texts.hostName)

export const DCV_METHODS = ['dns', 'email', 'file'] as const
export const DcvMethodSchema = z.enum(DCV_METHODS)
export type DcvMethod = z.infer<typeof DcvMethodSchema>

export const DcvChoiceSchema = z.strictObject({
  name: SslHostNameSchema,
  method: DcvMethodSchema,
  /** E-mail validation: one of the constructed approver addresses. */
  email: z.email().max(254).optional(),
})
export type DcvChoice = z.infer<typeof DcvChoiceSchema>

const csr = z
  .string()
  .trim()
  .max(20_000)
  .regex(
    /^-----BEGIN (NEW )?CERTIFICATE REQUEST-----[\s\S]+-----END (NEW )?CERTIFICATE REQUEST-----$/,
    texts.csr,
  )

/** A certificate as ordered: the names, the CSR and how each name is validated. It becomes a cart line. */
export const SslOrderInputSchema = z
  .strictObject({
    domain_id: z.uuid(),
    ssl_product_id: z.uuid(),
    period: SslPeriodSchema,
    common_name: SslHostNameSchema,
    sans: z.array(SslHostNameSchema).max(250).default([]),
    csr,
    dcv: z.array(DcvChoiceSchema).min(1).max(251),
  })
  .superRefine((o, ctx) => {
    const names = [o.common_name, ...o.sans]
    o.sans.forEach((name, i) => {
      if (names.indexOf(name) !== i + 1)
        ctx.addIssue({ code: 'custom', path: ['sans', i], message: texts.duplicateName })
    })
    const dcvNames = o.dcv.map((d) => d.name)
    if (dcvNames.length !== new Set(names).size || !names.every((n) => dcvNames.includes(n)))
      ctx.addIssue({ code: 'custom', path: ['dcv'], message: texts.dcvNames })
    o.dcv.forEach((d, i) => {
      const allowed = approverEmails(d.name)
      if (d.method === 'email' && !(d.email && allowed.includes(d.email.toLowerCase())))
        ctx.addIssue({ code: 'custom', path: ['dcv', i, 'email'], message: texts.approverEmail })
    })
  })
export type SslOrderInput = z.input<typeof SslOrderInputSchema>

export const SslReissueInputSchema = z.strictObject({ csr })
export type SslReissueInput = z.infer<typeof SslReissueInputSchema>
export const SslRevokeInputSchema = z.strictObject({ reason: z.string().trim().min(1).max(500) })
export type SslRevokeInput = z.infer<typeof SslRevokeInputSchema>
export const SslDnsRecordInputSchema = z.strictObject({ name: SslHostNameSchema })
export type SslDnsRecordInput = z.infer<typeof SslDnsRecordInputSchema>

export const SSL_CERTIFICATE_STATUSES = [
  'awaiting_order',
  'pending',
  'issued',
  'failed',
  'revoked',
  'expired',
] as const
export const SslCertificateStatusSchema = z.enum(SSL_CERTIFICATE_STATUSES)
export type SslCertificateStatus = z.infer<typeof SslCertificateStatusSchema>

export const SslValidationSchema = z.object({
  name: z.string(),
  method: DcvMethodSchema,
  status: z.enum(['pending', 'valid', 'failed']),
  email: z.string().nullable(),
  /** DNS: the TXT record to publish (owner name relative to the domain's zone, e.g. `_dnsauth.www`). */
  dns: z.object({ name: z.string(), fqdn: z.string(), type: z.literal('TXT'), value: z.string() }).nullable(),
  /** FILE: where the file goes and what it holds. */
  file: z.object({ url: z.string(), content: z.string() }).nullable(),
  /** Whether the domain's zone is kept in the portal (the record can be added by one click). */
  zone_in_portal: z.boolean(),
})
export type SslValidation = z.infer<typeof SslValidationSchema>

export const SslCertificateSchema = z.object({
  id: z.uuid(),
  company_id: z.uuid(),
  domain_id: z.uuid(),
  domain_name: z.string(),
  ssl_product_id: z.uuid(),
  product_name_en: z.string(),
  product_name_nl: z.string(),
  validation_type: SslValidationTypeSchema,
  common_name: z.string(),
  sans: z.array(z.string()),
  period: SslPeriodSchema,
  status: SslCertificateStatusSchema,
  /** 'sandbox' or 'live': which certificate authority issued it. */
  authority: z.string(),
  service_id: z.uuid().nullable(),
  not_before: DateTimeSchema.nullable(),
  not_after: DateTimeSchema.nullable(),
  subscription_end: z.iso.date().nullable(),
  serial: z.string().nullable(),
  fingerprint: z.string().nullable(),
  validations: z.array(SslValidationSchema),
  /** A reissue is under way (its validations are shown). */
  reissuing: z.boolean(),
  error: z.string().nullable(),
  version: z.number().int(),
  created_at: DateTimeSchema,
})
export type SslCertificate = z.infer<typeof SslCertificateSchema>
export const SslCertificateParamsSchema = z.strictObject({ certificate: z.uuid() })

export const SslCertificateListItemSchema = SslCertificateSchema.pick({
  id: true,
  company_id: true,
  domain_name: true,
  product_name_en: true,
  product_name_nl: true,
  common_name: true,
  status: true,
  not_after: true,
  subscription_end: true,
  authority: true,
})
export type SslCertificateListItem = z.infer<typeof SslCertificateListItemSchema>

/** The certificate and its chain, PEM, to install on a server. */
export const SslDownloadSchema = z.object({ filename: z.string(), pem: z.string() })
export type SslDownload = z.infer<typeof SslDownloadSchema>

/** The cart line an order made (the client goes on to the cart and checkout). */
export const SslOrderResultSchema = z.object({
  certificate: SslCertificateSchema,
  cart_item_id: z.uuid().nullable(),
})
export type SslOrderResult = z.infer<typeof SslOrderResultSchema>
