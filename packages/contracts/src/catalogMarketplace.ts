import { z } from 'zod'
import { BillingPeriodSchema, ProductSchema } from './catalogProducts.ts'
import { dataOf } from './common.ts'

/**
 * The cloud marketplace (Ingram Micro Cloud Marketplace, CloudBlue Commerce): the distributor's
 * products as staff import them into the catalogue with a resale price per period.
 */
const money = z.object({ currency: z.string(), amount_minor: z.number().int() })

export const MarketplaceProductSchema = z.object({
  mpn: z.string(),
  vendor: z.string(),
  name: z.string(),
  /** How often the distributor bills it, as a catalogue period (P1M, P1Y...). */
  period: BillingPeriodSchema,
  /** The commitment (subscription period), e.g. P1Y for an annual term billed monthly. */
  term: z.string(),
  min_quantity: z.number().int(),
  max_quantity: z.number().int().nullable(),
  /** What the provider pays the distributor per unit and period. */
  costs: z.array(money),
  /** The vendor's suggested retail price per unit and period. */
  msrp: z.array(money),
  /** The catalogue product made from it, if imported. */
  product_id: z.uuid().nullable(),
})
export type MarketplaceProduct = z.infer<typeof MarketplaceProductSchema>

export const MarketplaceListQuerySchema = z.strictObject({
  q: z.string().trim().max(100).optional(),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(50),
})
export const MarketplaceListResponseSchema = z.object({
  data: z.array(MarketplaceProductSchema),
  total: z.number().int(),
  /** 'sandbox' unless the real marketplace API is configured. */
  mode: z.enum(['sandbox', 'live']),
})
export type MarketplaceListResponse = z.infer<typeof MarketplaceListResponseSchema>
export const MarketplaceParamsSchema = z.strictObject({ mpn: z.string().trim().min(1).max(100) })

/** Import: the resale price per unit for the distributor's period, in each currency it is sold in. */
export const MarketplaceImportSchema = z.strictObject({
  mpn: z.string().trim().min(1).max(100),
  prices: z
    .array(
      z.strictObject({
        currency: z.string().length(3),
        price_minor: z.number().int().min(0).max(10_000_000_00),
      }),
    )
    .min(1)
    .max(10),
  vat_rate_bp: z.number().int().min(0).max(10_000).default(2100),
})
export type MarketplaceImport = z.input<typeof MarketplaceImportSchema>
export const MarketplaceImportResponseSchema = dataOf(ProductSchema)
