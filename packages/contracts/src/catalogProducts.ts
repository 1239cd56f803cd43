import { z } from 'zod'
import { DateTimeSchema, pageOf, pageQueryFields, versionedFields } from './common.ts'
import { CurrencySchema } from './customers.ts'
import { defineTexts } from './texts.ts'

/** The catalogue's validation messages by code (the schemas carry the code). */
export const catalogTexts = defineTexts('catalog', {
  code: {
    en: 'Use 1-40 letters, digits, or . _ -, starting with a letter or digit',
    nl: 'Gebruik 1-40 letters, cijfers of . _ -, te beginnen met een letter of cijfer',
  },
  recurringNeedsPeriod: {
    en: 'A recurring product needs at least one enabled recurring period (not once)',
    nl: 'Een terugkerend product heeft minstens één ingeschakelde terugkerende periode nodig (geen eenmalig)',
  },
  oneOffOnlyOnce: {
    en: 'A one-off product has only the period "once", enabled',
    nl: 'Een eenmalig product heeft alleen de periode "eenmalig", ingeschakeld',
  },
  duplicatePrice: {
    en: 'Each currency and period may appear only once',
    nl: 'Elke combinatie van valuta en periode mag maar één keer voorkomen',
  },
  duplicateCode: {
    en: 'Each option or choice code may appear only once',
    nl: 'Elke optie- of keuzecode mag maar één keer voorkomen',
  },
  minAboveMax: { en: 'The minimum is above the maximum', nl: 'Het minimum ligt boven het maximum' },
  percentNeeded: {
    en: 'A percentage promotion needs a percentage (0.01-100%)',
    nl: 'Een procentuele actie heeft een percentage nodig (0,01-100%)',
  },
  amountsNeeded: {
    en: 'A fixed promotion needs an amount in at least one currency',
    nl: 'Een vaste korting heeft een bedrag in minstens één valuta nodig',
  },
  endsBeforeStart: {
    en: 'The end date lies before the start date',
    nl: 'De einddatum ligt vóór de begindatum',
  },
})
const texts = catalogTexts.codes

/** The portal's areas a product belongs to (spec section 2); each area issue sells from its categories. */
export const CATALOG_CATEGORIES = [
  'aas.network',
  'aas.hardware',
  'aas.infrastructure',
  'hosting.web',
  'hosting.vps',
  'hosting.server',
  'hosting.database',
  'hosting.storage',
  'microsoft',
  'connectivity.internet',
  'connectivity.voip',
  'connectivity.mobile',
  'domains.tld',
  'ssl',
  'marketplace',
] as const
export const CatalogCategorySchema = z.enum(CATALOG_CATEGORIES)
export type CatalogCategory = z.infer<typeof CatalogCategorySchema>

export const PRODUCT_TYPES = ['service', 'one_off', 'domain', 'license'] as const
export const ProductTypeSchema = z.enum(PRODUCT_TYPES)
export type ProductType = z.infer<typeof ProductTypeSchema>

/** Provisioning adapters a product may name; each area issue adds its own key here. */
export const PROVISIONING_ADAPTERS = [
  'sandbox',
  'manual',
  'registrar',
  'ssl',
  'hosting',
  'connectivity',
  'microsoft',
  'vps',
] as const
export const ProvisioningAdapterSchema = z.enum(PROVISIONING_ADAPTERS)

/** public: listed; hidden: orderable by link or by staff only; retired: not orderable (services keep it). */
export const PRODUCT_VISIBILITIES = ['public', 'hidden', 'retired'] as const
export const ProductVisibilitySchema = z.enum(PRODUCT_VISIBILITIES)
export type ProductVisibility = z.infer<typeof ProductVisibilitySchema>

/** Billing periods as ISO 8601 durations, plus `once` for one-off charges. */
export const BILLING_PERIODS = ['once', 'P1M', 'P3M', 'P1Y', 'P2Y', 'P3Y'] as const
export const BillingPeriodSchema = z.enum(BILLING_PERIODS)
export type BillingPeriod = z.infer<typeof BillingPeriodSchema>

/** Currencies a price list may use (billing issues documents in any of them). */
export const CATALOG_CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'SEK', 'DKK', 'NOK', 'PLN'] as const

const MAX_MINOR = 100_000_000_00
const minor = z.number().int().min(0).max(MAX_MINOR)
const code = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9._-]{0,39}$/, texts.code)
const name = z.string().trim().min(1).max(200)
const description = z.string().trim().max(5000).nullable().optional()

/** A price of a product in one currency and period; `enabled: false` keeps the row but does not sell it. */
export const PriceInputSchema = z.strictObject({
  currency: CurrencySchema,
  period: BillingPeriodSchema,
  price_minor: minor,
  setup_minor: minor.default(0),
  enabled: z.boolean().default(true),
})
export type PriceInput = z.input<typeof PriceInputSchema>
export type Price = z.infer<typeof PriceInputSchema>

export const OptionPriceSchema = z.strictObject({
  currency: CurrencySchema,
  period: BillingPeriodSchema,
  price_minor: minor,
})
export type OptionPrice = z.infer<typeof OptionPriceSchema>

const optionBase = {
  code,
  name_en: name,
  name_nl: name,
  required: z.boolean().default(false),
}
const optionPrices = z.array(OptionPriceSchema).max(60).default([])
export const OptionChoiceSchema = z.strictObject({ code, name_en: name, name_nl: name, prices: optionPrices })
export const ProductOptionSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('select'),
    ...optionBase,
    choices: z.array(OptionChoiceSchema).min(1).max(50),
  }),
  z.strictObject({
    kind: z.literal('quantity'),
    ...optionBase,
    min: z.number().int().min(0).max(1_000_000),
    max: z.number().int().min(0).max(1_000_000),
    step: z.number().int().min(1).max(1_000_000).default(1),
    /** The price of one unit. */
    prices: optionPrices,
  }),
  z.strictObject({ kind: z.literal('yes_no'), ...optionBase, prices: optionPrices }),
])
export type ProductOptionInput = z.input<typeof ProductOptionSchema>
export type ProductOption = z.infer<typeof ProductOptionSchema>

type PriceIssue = { path: (string | number)[]; message: string }

/**
 * The price rules of a product: each (currency, period) once; a one-off sells only `once`; anything
 * recurring sells at least one enabled recurring period and never `once` (its one-off part is the setup fee).
 */
export function priceIssues(
  type: ProductType,
  prices: readonly Pick<Price, 'currency' | 'period' | 'enabled'>[],
) {
  const issues: PriceIssue[] = []
  const seen = new Set<string>()
  prices.forEach((p, i) => {
    const key = `${p.currency}/${p.period}`
    if (seen.has(key)) issues.push({ path: ['prices', i, 'period'], message: texts.duplicatePrice })
    seen.add(key)
  })
  if (type === 'one_off') {
    const wrong = prices.findIndex((p) => p.period !== 'once')
    if (wrong >= 0 || !prices.some((p) => p.enabled)) {
      issues.push({
        path: wrong >= 0 ? ['prices', wrong, 'period'] : ['prices'],
        message: texts.oneOffOnlyOnce,
      })
    }
  } else {
    const once = prices.findIndex((p) => p.period === 'once')
    if (once >= 0 || !prices.some((p) => p.enabled && p.period !== 'once')) {
      const path = once >= 0 ? ['prices', once, 'period'] : ['prices']
      issues.push({ path, message: texts.recurringNeedsPeriod })
    }
  }
  return issues
}

function optionIssues(options: readonly ProductOption[]): PriceIssue[] {
  const issues: PriceIssue[] = []
  const codes = new Set<string>()
  options.forEach((o, i) => {
    if (codes.has(o.code)) issues.push({ path: ['options', i, 'code'], message: texts.duplicateCode })
    codes.add(o.code)
    if (o.kind === 'quantity' && o.min > o.max) {
      issues.push({ path: ['options', i, 'min'], message: texts.minAboveMax })
    }
    if (o.kind === 'select' && new Set(o.choices.map((c) => c.code)).size < o.choices.length) {
      issues.push({ path: ['options', i, 'choices'], message: texts.duplicateCode })
    }
  })
  return issues
}

/** What staff write; the provider, version and timestamps are the server's. */
export const ProductInputSchema = z
  .strictObject({
    code,
    name_en: name,
    name_nl: name,
    description_en: description,
    description_nl: description,
    category: CatalogCategorySchema,
    type: ProductTypeSchema,
    adapter: ProvisioningAdapterSchema.default('sandbox'),
    vat_rate_bp: z.number().int().min(0).max(10_000).default(2100),
    visibility: ProductVisibilitySchema.default('public'),
    commitment_months: z.number().int().min(0).max(60).default(0),
    notice_days: z.number().int().min(0).max(365).default(0),
    prices: z.array(PriceInputSchema).max(60),
    options: z.array(ProductOptionSchema).max(20).default([]),
  })
  .superRefine((product, ctx) => {
    for (const issue of [...priceIssues(product.type, product.prices), ...optionIssues(product.options)]) {
      ctx.addIssue({ code: 'custom', ...issue })
    }
  })
export type ProductInput = z.input<typeof ProductInputSchema>

/** What a product says of itself: shown alike in the catalogue and in the offers to buyers. */
export const ProductFactsSchema = z.object({
  code: z.string(),
  name_en: z.string(),
  name_nl: z.string(),
  description_en: z.string().nullable(),
  description_nl: z.string().nullable(),
  category: CatalogCategorySchema,
  type: ProductTypeSchema,
  /** The contract a sale makes (see packages/domain contracts.ts): minimum term and notice. */
  commitment_months: z.number().int(),
  notice_days: z.number().int(),
})
export const ProductSchema = z.object({
  id: z.uuid(),
  ...ProductFactsSchema.shape,
  adapter: z.string(),
  vat_rate_bp: z.number().int(),
  visibility: ProductVisibilitySchema,
  prices: z.array(PriceInputSchema),
  options: z.array(ProductOptionSchema),
  /** Imported from the cloud marketplace: the distributor's MPN (its costs: /catalog/marketplace/products/:mpn). */
  marketplace_mpn: z.string().nullable(),
  archived_at: DateTimeSchema.nullable(),
  ...versionedFields,
})
export type Product = z.infer<typeof ProductSchema>

export const ProductListQuerySchema = z.strictObject({
  status: z.enum(['active', 'archived']).default('active'),
  q: z.string().trim().max(100).optional(),
  category: CatalogCategorySchema.optional(),
  visibility: ProductVisibilitySchema.optional(),
  ...pageQueryFields(50),
})
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>
export const ProductListResponseSchema = pageOf(ProductSchema)
export type ProductListResponse = z.infer<typeof ProductListResponseSchema>
