import { z } from 'zod'
import { DateTimeSchema, listOf } from './common.ts'

/** Landing dashboard: figures that exist so far; feature issues add their own tiles. */
export const DashboardTileSchema = z.object({
  key: z.string(),
  value: z.number(),
  to: z.string().optional(),
  /** A money figure: `value` (and `previous`) in minor units of this currency. */
  currency: z.string().optional(),
  /** The same figure a period earlier (revenue: last month). */
  previous: z.number().optional(),
  /** Out of how many (licence seats: bought; `value` is used). */
  of: z.number().optional(),
})
export const DashboardResponseSchema = z.object({
  data: z.object({
    tiles: z.array(DashboardTileSchema),
    companies: z.array(z.object({ id: z.uuid(), name: z.string(), kind: z.string() })),
    /** Staff: net revenue per month (EUR), the last six months, this one last. */
    revenue: z.array(z.object({ month: z.string(), amount_minor: z.number() })).optional(),
  }),
})
export type DashboardResponse = z.infer<typeof DashboardResponseSchema>

/** Recent activity for the side overlay, from the audit log, within the caller's scope. */
export const ActivityItemSchema = z.object({
  id: z.uuid(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  actor_name: z.string().nullable(),
  company_name: z.string().nullable(),
  created_at: DateTimeSchema,
})
export const ActivityResponseSchema = listOf(ActivityItemSchema)
export type ActivityItem = z.infer<typeof ActivityItemSchema>
export type ActivityResponse = z.infer<typeof ActivityResponseSchema>
