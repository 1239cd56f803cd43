import { NCE_BILLING, NCE_STATUSES, NCE_TERMS } from '@portico/domain'
import { z } from 'zod'
import { DateTimeSchema, UuidSchema } from './common.ts'
import { defineTexts } from './texts.ts'

/** The Microsoft area's validation messages by code. */
export const microsoftTexts = defineTexts('microsoft', {
  domainPrefix: {
    en: 'Use 1 to 27 lower-case letters and digits (the name before .onmicrosoft.com)',
    nl: 'Gebruik 1 tot 27 kleine letters en cijfers (de naam vóór .onmicrosoft.com)',
  },
  agreement: {
    en: 'The customer must have accepted the Microsoft Customer Agreement',
    nl: 'De klant moet de Microsoft-klantovereenkomst hebben geaccepteerd',
  },
  seats: {
    en: 'Give a whole number of seats from 1 to 10000',
    nl: 'Geef een heel aantal licenties van 1 tot 10000',
  },
})
const texts = microsoftTexts.codes

export const NceTermSchema = z.enum(NCE_TERMS)
export const NceBillingSchema = z.enum(NCE_BILLING)

export const MICROSOFT_DOMAIN_SUFFIX = '.onmicrosoft.com'
const DomainPrefixSchema = z.string().regex(/^[a-z0-9]{1,27}$/, { message: texts.domainPrefix })

export const MicrosoftTenantSchema = z.object({
  id: UuidSchema,
  company_id: UuidSchema,
  company_name: z.string(),
  /** Partner Center's customer id, which is the tenant id. */
  customer_id: z.string(),
  domain: z.string(),
  name: z.string(),
  origin: z.enum(['linked', 'created']),
  partner_center: z.enum(['sandbox', 'live']),
  agreement_accepted_at: DateTimeSchema.nullable(),
  created_at: DateTimeSchema,
})
export type MicrosoftTenant = z.infer<typeof MicrosoftTenantSchema>

/** A new tenant for the company in X-Company, the customer agreement attested. */
export const MicrosoftTenantInputSchema = z.strictObject({
  domain_prefix: DomainPrefixSchema,
  name: z.string().trim().min(1).max(200),
  email: z.email(),
  agreement_accepted: z.literal(true, { message: texts.agreement }),
})
export type MicrosoftTenantInput = z.infer<typeof MicrosoftTenantInputSchema>

/** A tenant the provider's Partner Center has already, linked to the company in X-Company (staff). */
export const MicrosoftTenantLinkSchema = z.strictObject({ customer_id: UuidSchema })
export type MicrosoftTenantLink = z.infer<typeof MicrosoftTenantLinkSchema>

export const MicrosoftDomainParamsSchema = z.strictObject({ prefix: DomainPrefixSchema })
export const MicrosoftDomainCheckSchema = z.object({ domain: z.string(), available: z.boolean() })

export const MicrosoftScheduledSchema = z.object({
  quantity: z.number().int(),
  term: NceTermSchema,
  billing: NceBillingSchema,
  sku_id: z.string(),
  product: z.string(),
})

export const MicrosoftSubscriptionSchema = z.object({
  id: UuidSchema,
  tenant_id: UuidSchema,
  tenant_domain: z.string(),
  company_id: UuidSchema,
  product: z.string(),
  sku_id: z.string(),
  quantity: z.number().int(),
  /** Seats of this SKU assigned to users in the tenant (Graph's consumedUnits, per SKU). */
  assigned: z.number().int(),
  term: NceTermSchema,
  billing: NceBillingSchema,
  status: z.enum(NCE_STATUSES),
  auto_renew: z.boolean(),
  term_start: z.iso.date(),
  /** The last day of the term; the renewal starts at 00:00 UTC the day after. */
  term_end: z.iso.date(),
  /** Seats that may still be removed, per purchase batch, and until when. */
  refundable: z.array(z.object({ quantity: z.number().int(), until: DateTimeSchema })),
  scheduled: MicrosoftScheduledSchema.nullable(),
  partner_center: z.enum(['sandbox', 'live']),
})
export type MicrosoftSubscription = z.infer<typeof MicrosoftSubscriptionSchema>

export const MicrosoftSubscriptionParamsSchema = z.strictObject({ subscription: UuidSchema })

const SeatsSchema = z
  .number({ message: texts.seats })
  .int({ message: texts.seats })
  .min(1, { message: texts.seats })
  .max(10_000, { message: texts.seats })
export const MicrosoftSeatsInputSchema = z.strictObject({ quantity: SeatsSchema })
export const MicrosoftAutoRenewInputSchema = z.strictObject({ auto_renew: z.boolean() })
export const MicrosoftTermInputSchema = z.strictObject({ term: NceTermSchema, billing: NceBillingSchema })
export const MicrosoftScheduleInputSchema = z.strictObject({
  quantity: SeatsSchema,
  term: NceTermSchema,
  billing: NceBillingSchema,
  sku_id: z.string().regex(/^[A-Z0-9]{12}:[0-9]{4}$/),
})
export type MicrosoftScheduleInput = z.infer<typeof MicrosoftScheduleInputSchema>

/** What an immediate change did: the subscription now, the pro-rata charge of added seats, and whether it discarded the plan for the renewal. */
export const MicrosoftChangeResultSchema = z.object({
  subscription: MicrosoftSubscriptionSchema,
  prorated_minor: z.number().int().nullable(),
  currency: z.string().nullable(),
  discarded_scheduled: z.boolean(),
})
export type MicrosoftChangeResult = z.infer<typeof MicrosoftChangeResultSchema>
