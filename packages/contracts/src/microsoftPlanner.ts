import { z } from 'zod'
import { DateTimeSchema, UuidSchema } from './common.ts'
import { defineTexts } from './texts.ts'

/**
 * The licence planner (/m365/scheduler): a tenant's users as Microsoft Graph has them, licence
 * assignments and removals planned per user on a date, and the tenant's policy for a change that
 * finds no free seat. Changes run once, at 00:00 of their date in the provider's time zone
 * (a removal at the end of its day).
 */
export const microsoftPlannerTexts = defineTexts('microsoftPlanner', {
  runOn: {
    en: 'Give a date (YYYY-MM-DD)',
    nl: 'Geef een datum (JJJJ-MM-DD)',
  },
  userName: {
    en: 'Use letters, digits, dots, hyphens or underscores (the part before the @)',
    nl: 'Gebruik letters, cijfers, punten, koppeltekens of liggende streepjes (het deel vóór de @)',
  },
  usageLocation: {
    en: 'Give a two-letter country code, such as NL',
    nl: 'Geef een landcode van twee letters, zoals NL',
  },
})
const texts = microsoftPlannerTexts.codes

const SkuIdSchema = z.string().regex(/^[A-Z0-9]{12}:[0-9]{4}$/)
export const PLANNED_ACTIONS = ['assign', 'remove'] as const
export const PLANNED_STATUSES = ['planned', 'running', 'done', 'failed', 'cancelled'] as const
/**
 * What a change does to the seats: an assignment takes a free seat, buys one (policy), or finds
 * none (stops and notifies); a removal frees a seat, lowers the quantity (policy, within the
 * 168-hour window) or keeps the seat paid (window closed), or finds nothing to remove.
 */
export const PLANNED_EFFECTS = [
  'free_seat',
  'buys_seat',
  'short',
  'frees_seat',
  'releases_seat',
  'keeps_seat',
  'nothing',
] as const

export const MicrosoftPlannedChangeSchema = z.object({
  id: UuidSchema,
  tenant_id: UuidSchema,
  tenant_domain: z.string(),
  company_id: UuidSchema,
  user_id: z.string(),
  user_name: z.string(),
  user_principal_name: z.string(),
  sku_id: z.string(),
  product: z.string(),
  action: z.enum(PLANNED_ACTIONS),
  /** The day it runs, in the provider's time zone. */
  run_on: z.iso.date(),
  /** The moment it runs: 00:00 of run_on for an assignment, 00:00 the day after for a removal. */
  due_at: DateTimeSchema,
  status: z.enum(PLANNED_STATUSES),
  /** The forecast while planned, what happened once done. */
  effect: z.enum(PLANNED_EFFECTS).nullable(),
  /** Cost of the change (a bought seat pro rata; negative: a seat given back), in minor units. */
  cost_minor: z.number().int(),
  currency: z.string(),
  /** A seat kept because the 168-hour window closed: when lowering the quantity opens again. */
  opens_at: DateTimeSchema.nullable(),
  /** Why it failed, in the caller's language. */
  failure: z.string().nullable(),
  planned_by: z.string().nullable(),
  created_at: DateTimeSchema,
  finished_at: DateTimeSchema.nullable(),
})
export type MicrosoftPlannedChange = z.infer<typeof MicrosoftPlannedChangeSchema>

export const MicrosoftPlannedChangeInputSchema = z.strictObject({
  tenant_id: UuidSchema,
  user_id: z.string().trim().min(1).max(100),
  sku_id: SkuIdSchema,
  action: z.enum(PLANNED_ACTIONS),
  run_on: z.iso.date({ message: texts.runOn }),
})
export type MicrosoftPlannedChangeInput = z.infer<typeof MicrosoftPlannedChangeInputSchema>

export const MicrosoftPlannedChangeParamsSchema = z.strictObject({ change: UuidSchema })

/** Seats of one SKU in one tenant at a moment: bought (subscription quantity) and assigned. */
export const MicrosoftSeatPointSchema = z.object({
  at: DateTimeSchema,
  /** The calendar day of `at` in the provider's time zone (YYYY-MM-DD): what the chart shows. */
  day: z.string(),
  purchased: z.number().int(),
  assigned: z.number().int(),
})

export const MicrosoftSeatSeriesSchema = z.object({
  tenant_id: UuidSchema,
  tenant_domain: z.string(),
  sku_id: z.string(),
  product: z.string(),
  /** Now, then after every planned change of this SKU. */
  points: z.array(MicrosoftSeatPointSchema),
})

export const MicrosoftPlannerPolicySchema = z.object({
  tenant_id: UuidSchema,
  tenant_domain: z.string(),
  company_id: UuidSchema,
  /** No free seat for an assignment: buy one (pro rata) or stop and notify. */
  buy_missing: z.boolean(),
  /** A removal also lowers the subscription's quantity while the 168-hour window allows. */
  release_seats: z.boolean(),
  /** Whether the caller may change it (staff, or an admin of the company or above it). */
  editable: z.boolean(),
})
export type MicrosoftPlannerPolicy = z.infer<typeof MicrosoftPlannerPolicySchema>

export const MicrosoftPlannerPolicyInputSchema = z.strictObject({
  buy_missing: z.boolean(),
  release_seats: z.boolean(),
})
export const MicrosoftPlannerTenantParamsSchema = z.strictObject({ tenant: UuidSchema })

export const MicrosoftPlannerSchema = z.object({
  changes: z.array(MicrosoftPlannedChangeSchema),
  seats: z.array(MicrosoftSeatSeriesSchema),
  policies: z.array(MicrosoftPlannerPolicySchema),
})
export type MicrosoftPlanner = z.infer<typeof MicrosoftPlannerSchema>

export const MicrosoftPlannerQuerySchema = z.strictObject({ user: z.string().max(100).optional() })

export const MicrosoftPlannerUserSchema = z.object({
  id: z.string(),
  tenant_id: UuidSchema,
  tenant_domain: z.string(),
  company_id: UuidSchema,
  display_name: z.string(),
  user_principal_name: z.string(),
  usage_location: z.string().nullable(),
  licences: z.array(z.object({ sku_id: z.string(), product: z.string() })),
  /** Changes still to run for this user. */
  planned: z.number().int(),
})
export type MicrosoftPlannerUser = z.infer<typeof MicrosoftPlannerUserSchema>

export const MicrosoftPlannerUserParamsSchema = z.strictObject({ user: z.string().min(1).max(100) })

/** A new user in the tenant's directory: name@tenant-domain, with the country licences are used in. */
export const MicrosoftPlannerUserInputSchema = z.strictObject({
  tenant_id: UuidSchema,
  display_name: z.string().trim().min(1).max(200),
  user_name: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, { message: texts.userName }),
  usage_location: z.string().regex(/^[A-Z]{2}$/, { message: texts.usageLocation }),
})
export type MicrosoftPlannerUserInput = z.infer<typeof MicrosoftPlannerUserInputSchema>

/** A user's usage location (the country licences are used in), set in the tenant's directory. */
export const MicrosoftPlannerLocationInputSchema = MicrosoftPlannerUserInputSchema.pick({
  usage_location: true,
})
export type MicrosoftPlannerLocationInput = z.infer<typeof MicrosoftPlannerLocationInputSchema>
