import { z } from 'zod'
import { DateTimeSchema, dataOf, listOf } from './common.ts'

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
  created_at: DateTimeSchema,
})
export const FeedbackResponseSchema = dataOf(FeedbackSchema)
export const FeedbackListResponseSchema = listOf(FeedbackSchema)
export type Feedback = z.infer<typeof FeedbackSchema>
