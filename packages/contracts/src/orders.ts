import { z } from 'zod'
import { BillingPeriodSchema, CatalogCategorySchema } from './catalogProducts.ts'
import { companyFields, dataOf, listOf } from './common.ts'

/** A chosen option: a select's choice code, a quantity, or yes/no. */
export const OptionValueSchema = z.union([
  z.string().trim().min(1).max(40),
  z.number().int().min(0).max(1_000_000),
  z.boolean(),
])
/** A host name as registries take it (a name server): lower case, without the final dot. */
const HostNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((h) => h.replace(/\.$/, ''))
  .pipe(z.string().regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/))

/**
 * The domain name a line of a TLD product orders (required for products of type 'domain', refused
 * for others): register or transfer `<label>.<tld>`, the contact handles of the ordering company
 * (a preset fills what is not given; a registrant is needed in the end) and the name servers (2–13;
 * else the preset's, else the provider's default). A transfer is billed as one year (P1Y).
 */
export const DomainOrderInputSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .toLowerCase()
    .max(253)
    .regex(/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/),
  action: z.enum(['register', 'transfer']),
  auth_code: z.string().trim().min(1).max(100).optional(),
  preset_id: z.uuid().optional(),
  registrant_id: z.uuid().optional(),
  admin_id: z.uuid().optional(),
  tech_id: z.uuid().optional(),
  billing_id: z.uuid().optional(),
  nameservers: z.array(HostNameSchema).min(2).max(13).optional(),
})
export type DomainOrderInput = z.infer<typeof DomainOrderInputSchema>

/** The domain of a cart line or order item as ordered, the preset's and defaults filled in (no auth code). */
export const DomainLineSchema = z.object({
  name: z.string(),
  action: z.enum(['register', 'transfer']),
  has_auth_code: z.boolean(),
  preset_id: z.uuid().nullable(),
  registrant_id: z.uuid(),
  admin_id: z.uuid().nullable(),
  tech_id: z.uuid().nullable(),
  billing_id: z.uuid().nullable(),
  nameservers: z.array(z.string()),
  /** A premium name's registration price for the line's period (the line's unit price); null: the TLD's price. */
  premium_minor: z.number().int().nullable(),
})
export type DomainLine = z.infer<typeof DomainLineSchema>

export const CartItemInputSchema = z.strictObject({
  product_id: z.uuid(),
  period: BillingPeriodSchema,
  quantity: z.number().int().min(1).max(1000).default(1),
  options: z.record(z.string().max(40), OptionValueSchema).default({}),
  domain: DomainOrderInputSchema.optional(),
})
export type CartItemInput = z.input<typeof CartItemInputSchema>

/** What a cart line and an order item both say: the product, period, units, options and price parts. */
const pricedLineFields = {
  product_id: z.uuid(),
  period: BillingPeriodSchema,
  quantity: z.number().int(),
  options: z.record(z.string(), OptionValueSchema),
  /** One unit for one period, options included, before the promotion. */
  unit_price_minor: z.number().int(),
  setup_minor: z.number().int(),
  /** The promotion's discount on this line for its first period (all units). */
  discount_minor: z.number().int(),
  vat_rate_bp: z.number().int(),
}

export const CartItemSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  name_en: z.string(),
  name_nl: z.string(),
  category: CatalogCategorySchema,
  /** The contract the order makes: minimum term in months (0: one period) and notice in days. */
  commitment_months: z.number().int(),
  notice_days: z.number().int(),
  ...pricedLineFields,
  /** What checkout charges now: first period and setup, all units, less the discount. */
  total_minor: z.number().int(),
  /** The domain name a TLD product's line orders; null for other products. */
  domain: DomainLineSchema.nullable().optional(),
  /** What the line is for, when the area that added it says (the domain a hosting package serves). */
  subject: z.string().nullable(),
  /** Why this line cannot be ordered as it is (the product was retired, a price changed, an option is missing). */
  problem: z.string().nullable(),
})
export type CartItem = z.infer<typeof CartItemSchema>

export const CartSchema = z.object({
  company_id: z.uuid(),
  currency: z.string(),
  items: z.array(CartItemSchema),
  promotion: z
    .object({
      code: z.string(),
      applies: z.boolean(),
      reason: z.string().nullable(),
      discount_minor: z.number().int(),
    })
    .nullable(),
  subtotal_minor: z.number().int(),
  discount_minor: z.number().int(),
  vat_minor: z.number().int(),
  total_minor: z.number().int(),
})
export type Cart = z.infer<typeof CartSchema>
export const CartResponseSchema = dataOf(CartSchema)
export const PromotionCodeInputSchema = z.strictObject({ code: z.string().trim().min(1).max(50) })
export const CartItemParamsSchema = z.strictObject({ itemId: z.uuid() })

export const CheckoutInputSchema = z.strictObject({
  /** The customer accepts the terms and conditions (required). */
  accept_terms: z.literal(true),
  notes: z.string().trim().max(2000).optional(),
})
export type CheckoutInput = z.input<typeof CheckoutInputSchema>

export const ORDER_STATUSES = ['pending', 'approved', 'active', 'cancelled', 'failed'] as const
export const OrderStatusSchema = z.enum(ORDER_STATUSES)
export type OrderStatus = z.infer<typeof OrderStatusSchema>
export const PROVISIONING_STATES = ['waiting', 'running', 'done', 'failed', 'cancelled'] as const

export const OrderItemSchema = z.object({
  id: z.uuid(),
  /** As ordered, in the customer's language (a domain: its name). */
  name: z.string(),
  /** The product's name in both languages when the item is named after it (show the reader's). */
  product_name: z.object({ en: z.string(), nl: z.string() }).nullable(),
  ...pricedLineFields,
  service_id: z.uuid().nullable(),
  /** The domain name a TLD product's item orders; null for other products. */
  domain: DomainLineSchema.nullable().optional(),
  /** What the item is for (the domain a hosting package serves); null when it says nothing more. */
  subject: z.string().nullable(),
  /** The adapter that provisions it, its product's (PROVISIONING_ADAPTERS: 'sandbox' touches no real system). */
  adapter: z.string(),
  provisioning: z.enum(PROVISIONING_STATES),
  error: z.string().nullable(),
})
export const OrderSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  ...companyFields,
  status: OrderStatusSchema,
  currency: z.string(),
  subtotal_minor: z.number().int(),
  discount_minor: z.number().int(),
  vat_minor: z.number().int(),
  total_minor: z.number().int(),
  promotion_code: z.string().nullable(),
  invoice_id: z.uuid().nullable(),
  invoice_number: z.string().nullable(),
  notes: z.string().nullable(),
  placed_by: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  version: z.number().int(),
  items: z.array(OrderItemSchema),
})
export type Order = z.infer<typeof OrderSchema>
export const OrderResponseSchema = dataOf(OrderSchema)
export const OrderSummarySchema = OrderSchema.omit({ items: true, notes: true })
export const OrderListResponseSchema = listOf(OrderSummarySchema)
export const OrderListQuerySchema = z.strictObject({
  status: OrderStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
})

/** When an order's services are set up: at checkout, at staff approval (the default), or at payment of its invoice. */
const provisionAtSchema = z.enum(['order', 'approval', 'payment'])
/** Terms and conditions as plain text (blank lines between paragraphs); empty: none. */
const termsTextSchema = z
  .string()
  .trim()
  .max(20_000)
  .transform((text) => text || null)
  .nullable()
/** What staff save; terms left out stay as they are. */
export const OrderSettingsInputSchema = z.strictObject({
  provision_at: provisionAtSchema,
  terms_en: termsTextSchema.optional(),
  terms_nl: termsTextSchema.optional(),
})
export type OrderSettingsInput = z.input<typeof OrderSettingsInputSchema>
/** The terms a customer accepts at checkout, per language (null: none written in that language). */
export const OrderTermsSchema = z.object({ terms_en: z.string().nullable(), terms_nl: z.string().nullable() })
export type OrderTerms = z.infer<typeof OrderTermsSchema>
export const OrderSettingsSchema = OrderTermsSchema.extend({ provision_at: provisionAtSchema })
export type OrderSettings = z.infer<typeof OrderSettingsSchema>

/** Staff end a service at the end of the period already invoiced, or now (it is terminated at once). */
export const ServiceCancelInputSchema = z.strictObject({ when: z.enum(['period_end', 'now']) })
/** Staff change what a service costs per period: from the next period, or now with the rest of this one charged. */
export const ServicePriceInputSchema = z.strictObject({
  price_minor: z.number().int().min(0).max(100_000_000_00),
  when: z.enum(['next_period', 'now']),
})
export type ServicePriceInput = z.infer<typeof ServicePriceInputSchema>
/** Staff move a service to another product of its category (same period), from the next period or now. */
export const ServicePlanInputSchema = z.strictObject({
  product_id: z.uuid(),
  when: z.enum(['next_period', 'now']),
})
export type ServicePlanInput = z.infer<typeof ServicePlanInputSchema>
