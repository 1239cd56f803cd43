import { z } from 'zod'
import { OfferPriceSchema } from './catalogOffers.ts'
import { ProductVisibilitySchema } from './catalogProducts.ts'
import { DateTimeSchema } from './common.ts'
import { CurrencySchema } from './customers.ts'
import { SSL_PERIOD_TO_MONTHS, SslPeriodSchema, SslValidationTypeSchema, sslTexts } from './ssl.ts'

const texts = sslTexts.codes

const minor = z.number().int().min(0).max(100_000_000_00)
const caProduct = z
  .string()
  .trim()
  .regex(/^[a-z0-9_]{2,60}$/, texts.caProduct)
export const SslPriceSchema = z.strictObject({
  currency: CurrencySchema,
  period: SslPeriodSchema,
  /** What the whole subscription period costs. */
  price_minor: minor,
  enabled: z.boolean().default(true),
})
export type SslPrice = z.infer<typeof SslPriceSchema>

/** What staff write for an SSL product; its catalogue product (code SSL-<CA PRODUCT>) follows it. */
export const SslProductInputSchema = z
  .strictObject({
    ca_product: caProduct,
    name_en: z.string().trim().min(1).max(120),
    name_nl: z.string().trim().min(1).max(120),
    brand: z.string().trim().min(1).max(60),
    validation: SslValidationTypeSchema,
    wildcard: z.boolean().default(false),
    /** Names besides the common name. */
    max_sans: z.number().int().min(0).max(250),
    included_sans: z.number().int().min(0).max(250).default(0),
    periods: z
      .array(z.union([z.literal(12), z.literal(24), z.literal(36)]))
      .min(1)
      .max(3),
    vat_rate_bp: z.number().int().min(0).max(10_000).default(2100),
    visibility: ProductVisibilitySchema.default('public'),
    prices: z.array(SslPriceSchema).min(1).max(30),
  })
  .superRefine((p, ctx) => {
    const seen = new Set<string>()
    p.prices.forEach((price, i) => {
      const key = `${price.currency}/${price.period}`
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: ['prices', i, 'period'], message: texts.duplicatePrice })
      seen.add(key)
      if (price.enabled && !(p.periods as number[]).includes(SSL_PERIOD_TO_MONTHS[price.period]))
        ctx.addIssue({ code: 'custom', path: ['prices', i, 'period'], message: texts.periodNotAllowed })
    })
    if (p.included_sans > p.max_sans)
      ctx.addIssue({ code: 'custom', path: ['included_sans'], message: texts.includedAboveMax })
  })
export type SslProductInput = z.input<typeof SslProductInputSchema>

export const SslProductSchema = z.object({
  id: z.uuid(),
  product_id: z.uuid(),
  code: z.string(),
  ca_product: z.string(),
  name_en: z.string(),
  name_nl: z.string(),
  brand: z.string(),
  validation: SslValidationTypeSchema,
  wildcard: z.boolean(),
  max_sans: z.number().int(),
  included_sans: z.number().int(),
  periods: z.array(z.number().int()),
  vat_rate_bp: z.number().int(),
  visibility: ProductVisibilitySchema,
  prices: z.array(SslPriceSchema),
  version: z.number().int(),
  created_at: DateTimeSchema,
  updated_at: DateTimeSchema,
})
export type SslProduct = z.infer<typeof SslProductSchema>
export const SslProductParamsSchema = z.strictObject({ product: caProduct })

/** An SSL product as the scope's company may order it, at its own prices. */
export const SslOfferSchema = SslProductSchema.pick({
  id: true,
  product_id: true,
  ca_product: true,
  name_en: true,
  name_nl: true,
  brand: true,
  validation: true,
  wildcard: true,
  max_sans: true,
  included_sans: true,
}).extend({ prices: z.array(OfferPriceSchema) })
export type SslOffer = z.infer<typeof SslOfferSchema>
