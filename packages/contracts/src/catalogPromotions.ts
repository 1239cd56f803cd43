import { z } from 'zod'
import { catalogTexts } from './catalogProducts.ts'
import { CurrencySchema } from './customers.ts'

const texts = catalogTexts.codes
const date = z.iso.date()

export const PromotionAmountSchema = z.strictObject({
  currency: CurrencySchema,
  amount_minor: z.number().int().min(1).max(100_000_000_00),
})

/** A promotion code (case-insensitive, unique per provider) and what it takes off. */
export const PromotionInputSchema = z
  .strictObject({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9][A-Z0-9_-]{1,39}$/, texts.code),
    description: z.string().trim().max(500).nullable().optional(),
    kind: z.enum(['percentage', 'fixed']),
    /** Percentage in basis points: 1000 = 10%. */
    percent_bp: z.number().int().min(1).max(10_000).nullable().optional(),
    /** Fixed amounts per currency, per period. */
    amounts: z.array(PromotionAmountSchema).max(20).default([]),
    /** How many billing periods the discount lasts; null = forever. */
    periods: z.number().int().min(1).max(120).nullable().default(null),
    /** Products it applies to; empty = all. */
    product_ids: z.array(z.uuid()).max(500).default([]),
    starts_on: date.nullable().default(null),
    ends_on: date.nullable().default(null),
    max_uses: z.number().int().min(1).max(10_000_000).nullable().default(null),
    once_per_customer: z.boolean().default(false),
    active: z.boolean().default(true),
  })
  .superRefine((p, ctx) => {
    if (p.kind === 'percentage' && !p.percent_bp) {
      ctx.addIssue({ code: 'custom', path: ['percent_bp'], message: texts.percentNeeded })
    }
    if (p.kind === 'fixed' && p.amounts.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['amounts'], message: texts.amountsNeeded })
    }
    if (p.starts_on && p.ends_on && p.ends_on < p.starts_on) {
      ctx.addIssue({ code: 'custom', path: ['ends_on'], message: texts.endsBeforeStart })
    }
  })
export type PromotionInput = z.input<typeof PromotionInputSchema>

export const PromotionSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  description: z.string().nullable(),
  kind: z.enum(['percentage', 'fixed']),
  percent_bp: z.number().int().nullable(),
  amounts: z.array(PromotionAmountSchema),
  periods: z.number().int().nullable(),
  product_ids: z.array(z.uuid()),
  starts_on: date.nullable(),
  ends_on: date.nullable(),
  max_uses: z.number().int().nullable(),
  once_per_customer: z.boolean(),
  active: z.boolean(),
  uses: z.number().int(),
  archived_at: z.iso.datetime({ offset: true }).nullable(),
  version: z.number().int(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
})
export type Promotion = z.infer<typeof PromotionSchema>

export const PromotionListQuerySchema = z.strictObject({
  status: z.enum(['active', 'archived']).default('active'),
})
