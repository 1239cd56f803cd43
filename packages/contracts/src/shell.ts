import { z } from 'zod'

/** Landing dashboard: figures that exist so far; feature issues add their own tiles. */
export const DashboardTileSchema = z.object({
  key: z.string(),
  value: z.number(),
  to: z.string().optional(),
})
export const DashboardResponseSchema = z.object({
  data: z.object({
    tiles: z.array(DashboardTileSchema),
    companies: z.array(z.object({ id: z.uuid(), name: z.string(), kind: z.string() })),
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
  created_at: z.iso.datetime({ offset: true }),
})
export const ActivityResponseSchema = z.object({ data: z.array(ActivityItemSchema) })
export type ActivityItem = z.infer<typeof ActivityItemSchema>
export type ActivityResponse = z.infer<typeof ActivityResponseSchema>

/** Header search over what exists, within the caller's scope. */
export const SearchQuerySchema = z.strictObject({ query: z.string().trim().min(1).max(200) })
export const SearchHitSchema = z.object({
  kind: z.enum(['company', 'user']),
  id: z.uuid(),
  title: z.string(),
  subtitle: z.string().nullable(),
})
export const SearchResponseSchema = z.object({ data: z.array(SearchHitSchema) })
export type SearchHit = z.infer<typeof SearchHitSchema>
export type SearchResponse = z.infer<typeof SearchResponseSchema>

/** Feedback ("Report a Bug"): message required, screenshot optional (PNG as data URL). */
export const CreateFeedbackBodySchema = z.strictObject({
  name: z.string().trim().max(200).optional(),
  email: z.union([z.email().max(320), z.literal('')]).optional(),
  message: z.string().trim().min(1).max(10_000),
  url: z.string().max(2000).optional(),
  screenshot: z
    .string()
    .max(8_000_000)
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/)
    .optional(),
})
export type CreateFeedbackBody = z.infer<typeof CreateFeedbackBodySchema>

export const FeedbackSchema = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  message: z.string(),
  url: z.string().nullable(),
  has_screenshot: z.boolean(),
  user_id: z.uuid().nullable(),
  created_at: z.iso.datetime({ offset: true }),
})
export const FeedbackResponseSchema = z.object({ data: FeedbackSchema })
export const FeedbackListResponseSchema = z.object({ data: z.array(FeedbackSchema) })
export type Feedback = z.infer<typeof FeedbackSchema>
