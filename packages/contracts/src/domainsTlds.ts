import { z } from 'zod'
import { ProductVisibilitySchema } from './catalogProducts.ts'
import { versionedFields } from './common.ts'
import { CurrencySchema } from './customers.ts'
import { domainsTexts } from './domainsTexts.ts'

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
  ...versionedFields,
})
export type Tld = z.infer<typeof TldSchema>

export const TldParamsSchema = z.strictObject({ tld: tldName })
