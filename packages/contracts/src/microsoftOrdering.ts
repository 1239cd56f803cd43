import { z } from 'zod'
import { CatalogCategorySchema } from './catalogProducts.ts'
import { UuidSchema } from './common.ts'
import { MicrosoftSeatsInputSchema, NceBillingSchema, NceTermSchema } from './microsoft.ts'

/** One way to buy a SKU: its term (a product of its own, the term its commitment) at the company's prices per billing frequency. */
export const MicrosoftOfferTermSchema = z.object({
  product_id: UuidSchema,
  code: z.string(),
  term: NceTermSchema,
  commitment_months: z.number().int(),
  prices: z.array(
    z.object({
      billing: NceBillingSchema,
      currency: z.string(),
      /** Per seat per billing period (a month or a year). */
      price_minor: z.number().int(),
    }),
  ),
})
export type MicrosoftOfferTerm = z.infer<typeof MicrosoftOfferTermSchema>

/** A Microsoft 365 SKU the company may order through the cart, with the terms it is sold in. */
export const MicrosoftOfferSchema = z.object({
  catalog_item_id: z.string(),
  name_en: z.string(),
  name_nl: z.string(),
  category: CatalogCategorySchema,
  /** Whose price list the prices are: the provider's, or the reseller's the company buys from. */
  source: z.enum(['provider', 'reseller']),
  terms: z.array(MicrosoftOfferTermSchema),
})
export type MicrosoftOffer = z.infer<typeof MicrosoftOfferSchema>

/** Seats of a SKU on one term (the product) for one of the company's tenants, billed monthly or annually. */
export const MicrosoftOrderInputSchema = z.strictObject({
  tenant_id: UuidSchema,
  product_id: UuidSchema,
  billing: NceBillingSchema,
  quantity: MicrosoftSeatsInputSchema.shape.quantity,
})
export type MicrosoftOrderInput = z.infer<typeof MicrosoftOrderInputSchema>

export const MicrosoftOrderResultSchema = z.object({
  id: UuidSchema,
  tenant_id: UuidSchema,
  cart_item_id: UuidSchema.nullable(),
})
export type MicrosoftOrderResult = z.infer<typeof MicrosoftOrderResultSchema>
