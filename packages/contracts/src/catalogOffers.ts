import { z } from 'zod'
import {
  BillingPeriodSchema,
  CatalogCategorySchema,
  ProductFactsSchema,
  ProductOptionSchema,
} from './catalogProducts.ts'
import { CurrencySchema } from './customers.ts'

const minor = z.number().int().min(0).max(100_000_000_00)

/** One price of an offer: what the company pays in this period (its provider's or its reseller's list). */
export const OfferPriceSchema = z.object({
  currency: z.string(),
  period: BillingPeriodSchema,
  price_minor: z.number().int(),
  setup_minor: z.number().int(),
})
export type OfferPrice = z.infer<typeof OfferPriceSchema>

/** A product as a company may order it, at its own prices; never the reseller's purchase price. */
export const OfferSchema = z.object({
  product_id: z.uuid(),
  ...ProductFactsSchema.shape,
  vat_rate_bp: z.number().int(),
  /** Whose price list this is: the provider's, or the reseller's the company buys from. */
  source: z.enum(['provider', 'reseller']),
  /** Its provisioning adapter: one that needs more than a cart line (a tenant, a domain, an address) is ordered on its area's page. */
  adapter: z.string(),
  prices: z.array(OfferPriceSchema),
  options: z.array(ProductOptionSchema),
})
export type Offer = z.infer<typeof OfferSchema>
export const OfferListQuerySchema = z.strictObject({ category: CatalogCategorySchema })
export const CompanyParamsSchema = z.strictObject({ id: z.uuid() })

/** A reseller's row: its purchase price (the provider's) next to its sale price and margin. */
export const ResellerPriceRowSchema = z.object({
  product_id: z.uuid(),
  code: z.string(),
  name_en: z.string(),
  name_nl: z.string(),
  category: CatalogCategorySchema,
  currency: z.string(),
  period: BillingPeriodSchema,
  purchase_minor: z.number().int(),
  purchase_setup_minor: z.number().int(),
  sale_minor: z.number().int().nullable(),
  sale_setup_minor: z.number().int().nullable(),
  /** sale - purchase, null when not priced. */
  margin_minor: z.number().int().nullable(),
})
export type ResellerPriceRow = z.infer<typeof ResellerPriceRowSchema>

export const ResellerSalePriceSchema = z.strictObject({
  currency: CurrencySchema,
  period: BillingPeriodSchema,
  price_minor: minor,
  setup_minor: minor.default(0),
})
/** Replaces a reseller's sale prices of one product; an empty list stops offering it. */
export const ResellerPricesInputSchema = z.strictObject({
  prices: z.array(ResellerSalePriceSchema).max(60),
})
export type ResellerPricesInput = z.input<typeof ResellerPricesInputSchema>
export const ResellerProductParamsSchema = z.strictObject({ id: z.uuid(), productId: z.uuid() })
