import { z } from 'zod'
import { OfferPriceSchema } from './catalogOffers.ts'
import { BillingPeriodSchema } from './catalogProducts.ts'
import { companyFields, DateTimeSchema } from './common.ts'
import { defineTexts } from './texts.ts'

/** The hosting area's validation messages by code (the schemas carry the code). */
export const hostingTexts = defineTexts('hosting', {
  domain: {
    en: 'Enter a domain name such as example.nl',
    nl: 'Vul een domeinnaam in, zoals voorbeeld.nl',
  },
  password: {
    en: 'Use 10-72 characters with at least one letter and one digit',
    nl: 'Gebruik 10-72 tekens met minstens één letter en één cijfer',
  },
})
const texts = hostingTexts.codes

const label = '(?!-)[a-z0-9-]{1,63}(?<!-)'
export const HostingDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(new RegExp(`^(${label}\\.)+[a-z]{2,63}$`), texts.domain)

export const HostingOrderInputSchema = z.strictObject({
  product_id: z.uuid(),
  period: BillingPeriodSchema,
  domain: HostingDomainSchema,
})
export type HostingOrderInput = z.input<typeof HostingOrderInputSchema>

export const HostingPasswordInputSchema = z.strictObject({
  password: z.string().regex(/^(?=.*[A-Za-z])(?=.*\d)[^\n]{10,72}$/, texts.password),
})
export type HostingPasswordInput = z.infer<typeof HostingPasswordInputSchema>

export const HostingPackageInputSchema = z.strictObject({ product_id: z.uuid() })
export type HostingPackageInput = z.infer<typeof HostingPackageInputSchema>

/** A package's limits in bytes and counts; null is unlimited. */
export const HostingLimitsSchema = z.object({
  disk_bytes: z.number().nullable(),
  traffic_bytes: z.number().nullable(),
  domains: z.number().nullable(),
  mailboxes: z.number().nullable(),
  databases: z.number().nullable(),
})
export type HostingLimits = z.infer<typeof HostingLimitsSchema>

export const HOSTING_ACCOUNT_STATUSES = [
  'ordered',
  'creating',
  'active',
  'suspended',
  'terminated',
  'failed',
] as const
export const HostingAccountStatusSchema = z.enum(HOSTING_ACCOUNT_STATUSES)
export type HostingAccountStatus = z.infer<typeof HostingAccountStatusSchema>

/** The stage a usage alert reached for one limit (80 or 100 per cent), 0 none. */
export const HostingAlertSchema = z.union([z.literal(0), z.literal(80), z.literal(100)])

/** One day's use (the daily collector), in bytes; a null limit is unlimited. */
export const HostingUsageDaySchema = z.object({
  day: z.iso.date(),
  disk_bytes: z.number(),
  traffic_bytes: z.number(),
  disk_limit_bytes: z.number().nullable(),
  traffic_limit_bytes: z.number().nullable(),
})
export type HostingUsageDay = z.infer<typeof HostingUsageDaySchema>

export const HostingAccountSchema = z.object({
  id: z.uuid(),
  ...companyFields,
  service_id: z.uuid().nullable(),
  /** The service's product (the package as sold). */
  product_id: z.uuid().nullable(),
  product_name_en: z.string().nullable(),
  product_name_nl: z.string().nullable(),
  panel: z.string(),
  username: z.string(),
  domain: z.string(),
  package: z.string(),
  status: HostingAccountStatusSchema,
  error: z.string().nullable(),
  disk_alert: HostingAlertSchema,
  traffic_alert: HostingAlertSchema,
  /** The last day the collector measured, null before its first run. */
  usage: HostingUsageDaySchema.nullable(),
  created_at: DateTimeSchema,
  version: z.number().int(),
})
export type HostingAccount = z.infer<typeof HostingAccountSchema>

export const HostingAccountDetailSchema = HostingAccountSchema.extend({
  /** The package's limits as the panel has them now (null while the panel has no account). */
  limits: HostingLimitsSchema.nullable(),
  /** Per day, the last 90 days, oldest first. */
  history: z.array(HostingUsageDaySchema),
})
export type HostingAccountDetail = z.infer<typeof HostingAccountDetailSchema>

export const HostingOrderResultSchema = z.object({
  account: HostingAccountSchema,
  cart_item_id: z.uuid().nullable(),
})
export type HostingOrderResult = z.infer<typeof HostingOrderResultSchema>

export const HostingLoginUrlSchema = z.object({ url: z.url() })
export type HostingLoginUrl = z.infer<typeof HostingLoginUrlSchema>

/** A web hosting package the company may order: the catalogue product, its prices and the panel's limits. */
export const HostingOfferSchema = z.object({
  product_id: z.uuid(),
  code: z.string(),
  name_en: z.string(),
  name_nl: z.string(),
  prices: z.array(OfferPriceSchema),
  /** The panel package's limits; null when the panel has no package of the product's code. */
  limits: HostingLimitsSchema.nullable(),
})
export type HostingOffer = z.infer<typeof HostingOfferSchema>
