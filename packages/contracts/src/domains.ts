import { z } from 'zod'
import { ProductVisibilitySchema } from './catalogProducts.ts'
import { CurrencySchema } from './customers.ts'
import { defineTexts } from './texts.ts'

/** The domains area's validation messages by code. */
export const domainsTexts = defineTexts('domains', {
  tld: {
    en: 'Use a TLD such as nl, com or co.uk, without the dot',
    nl: 'Gebruik een extensie zoals nl, com of co.uk, zonder punt',
  },
  nlOneYear: {
    en: '.nl is registered and renewed per year only (SIDN)',
    nl: '.nl wordt alleen per jaar geregistreerd en verlengd (SIDN)',
  },
  duplicatePrice: {
    en: 'Each currency and period may appear only once',
    nl: 'Elke combinatie van valuta en periode mag maar één keer voorkomen',
  },
  oneYearNeeded: {
    en: 'A TLD needs an enabled price for one year',
    nl: 'Een extensie heeft een ingeschakelde prijs voor één jaar nodig',
  },
  label: {
    en: 'Use letters, digits and hyphens (1-63), not starting or ending with a hyphen',
    nl: 'Gebruik letters, cijfers en koppeltekens (1-63), niet aan het begin of eind',
  },
})
const texts = domainsTexts.codes

export const TLD_KINDS = ['gtld', 'nl', 'cctld'] as const
export const TldKindSchema = z.enum(TLD_KINDS)
export type TldKind = z.infer<typeof TldKindSchema>

/** What a registry offers beyond registration, shown and used per TLD. */
export const TLD_FEATURES = ['DNSSEC', 'PRIVACY_PROTECT', 'TRANSFER_LOCK', 'RESTORE', 'IDN'] as const
export const TldFeatureSchema = z.enum(TLD_FEATURES)

/** A domain is registered and renewed for one, two or three years (the catalogue's yearly periods). */
export const DOMAIN_PERIODS = ['P1Y', 'P2Y', 'P3Y'] as const
export const DomainPeriodSchema = z.enum(DOMAIN_PERIODS)
export type DomainPeriod = z.infer<typeof DomainPeriodSchema>

const minor = z.number().int().min(0).max(100_000_000_00)
const tldName = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?!-)[a-z0-9-]{2,63}(?<!-)(\.(?!-)[a-z0-9-]{2,63}(?<!-))?$/, texts.tld)

export const TldPriceSchema = z.strictObject({
  currency: CurrencySchema,
  period: DomainPeriodSchema,
  /** Register and renew for this period; a transfer costs one year's renewal. */
  price_minor: minor,
  enabled: z.boolean().default(true),
})
export type TldPrice = z.infer<typeof TldPriceSchema>

export const RestorePriceSchema = z.strictObject({ currency: CurrencySchema, price_minor: minor })

/** What staff write for a TLD; its catalogue product (code TLD-<TLD>) follows it. */
export const TldInputSchema = z
  .strictObject({
    tld: tldName,
    kind: TldKindSchema,
    auth_code_required: z.boolean().default(true),
    features: z.array(TldFeatureSchema).max(TLD_FEATURES.length).default([]),
    grace_days: z.number().int().min(0).max(90),
    redemption_days: z.number().int().min(0).max(90),
    pending_delete_days: z.number().int().min(0).max(30),
    vat_rate_bp: z.number().int().min(0).max(10_000).default(2100),
    visibility: ProductVisibilitySchema.default('public'),
    prices: z.array(TldPriceSchema).min(1).max(30),
    restore_prices: z.array(RestorePriceSchema).max(10).default([]),
    /** The most a premium name may cost to register; null: premium names are not sold. */
    premium_cap_minor: minor.nullable().default(null),
  })
  .superRefine((tld, ctx) => {
    const seen = new Set<string>()
    tld.prices.forEach((p, i) => {
      const key = `${p.currency}/${p.period}`
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: ['prices', i, 'period'], message: texts.duplicatePrice })
      seen.add(key)
      if (tld.kind === 'nl' && p.period !== 'P1Y') {
        ctx.addIssue({ code: 'custom', path: ['prices', i, 'period'], message: texts.nlOneYear })
      }
    })
    if (!tld.prices.some((p) => p.period === 'P1Y' && p.enabled)) {
      ctx.addIssue({ code: 'custom', path: ['prices'], message: texts.oneYearNeeded })
    }
  })
export type TldInput = z.input<typeof TldInputSchema>

const timestamp = z.iso.datetime({ offset: true })
export const TldSchema = z.object({
  id: z.uuid(),
  tld: z.string(),
  product_id: z.uuid(),
  kind: TldKindSchema,
  auth_code_required: z.boolean(),
  features: z.array(TldFeatureSchema),
  grace_days: z.number().int(),
  redemption_days: z.number().int(),
  pending_delete_days: z.number().int(),
  vat_rate_bp: z.number().int(),
  visibility: ProductVisibilitySchema,
  prices: z.array(TldPriceSchema),
  restore_prices: z.array(RestorePriceSchema),
  premium_cap_minor: z.number().int().nullable(),
  version: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
})
export type Tld = z.infer<typeof TldSchema>

export const TldParamsSchema = z.strictObject({ tld: tldName })

/** One label of a domain name (the part before the TLD), as typed: `acme-example` or `acme-example.nl`. */
const searchName = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?!-)[a-z0-9-]{1,63}(?<!-)(\.[a-z0-9.-]{2,127})?$/, texts.label)

export const DomainCheckQuerySchema = z.strictObject({
  name: searchName,
  /** The company that would order (whose prices are shown). */
  company: z.uuid(),
  /** Only these TLDs (comma-separated), e.g. to check one again; else every TLD the company may order. */
  tlds: z
    .string()
    .trim()
    .toLowerCase()
    .max(2000)
    .regex(/^[a-z0-9.-]+(,[a-z0-9.-]+)*$/, texts.tld)
    .transform((list) => list.split(','))
    .optional(),
})
export type DomainCheckQuery = z.infer<typeof DomainCheckQuerySchema>

/** One name on one TLD: available or taken, with what the company would pay. */
export const DomainCheckResultSchema = z.object({
  domain: z.string(),
  tld: z.string(),
  product_id: z.uuid(),
  available: z.boolean(),
  premium: z.boolean(),
  /** Why it cannot be registered (taken, reserved, premium above the cap, registry unreachable). */
  reason: z.enum(['taken', 'reserved', 'premium_cap', 'invalid', 'unavailable']).nullable(),
  currency: z.string(),
  /** One year: the registration (a premium name: the registry's premium price), the renewal, a transfer. */
  register_minor: z.number().int().nullable(),
  renew_minor: z.number().int().nullable(),
  transfer_minor: z.number().int().nullable(),
  auth_code_required: z.boolean(),
})
export type DomainCheckResult = z.infer<typeof DomainCheckResultSchema>

export const DomainCheckResponseSchema = z.object({
  /** The name typed first (its own TLD, or the catalogue's first), then every other TLD. */
  data: z.array(DomainCheckResultSchema),
  /** The registrar answering: the sandbox (shown as such) or the live registrar. */
  registrar_mode: z.enum(['sandbox', 'live']),
})
export type DomainCheckResponse = z.infer<typeof DomainCheckResponseSchema>
