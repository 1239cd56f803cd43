import { z } from 'zod'
import { DateTimeSchema, dataOf, pageOf, pageQueryFields } from './common.ts'
import { StaffNotificationEventSchema } from './companyNotifications.ts'

/**
 * A notification in the portal's bell (issue 26 item 6): what happened, to what (a ticket, a quote,
 * an order) and of which customer, and the portal path that opens it. The text is written by the
 * SPA in the reader's language from `event`, `subject` and `company_name`.
 */
export const NotificationSchema = z.object({
  id: z.uuid(),
  event: StaffNotificationEventSchema,
  /** What it is about, as people name it: "#12 Printer broken", "ORD-2026-00001", "Q-2026-0003". */
  subject: z.string(),
  company_name: z.string(),
  /** The portal path that opens the thing (e.g. /support/ticket/…). */
  link: z.string(),
  created_at: DateTimeSchema,
  read_at: DateTimeSchema.nullable(),
})
export type Notification = z.infer<typeof NotificationSchema>

/** Unread first, newest first within each. */
export const NotificationListQuerySchema = z.strictObject(pageQueryFields(20))
export type NotificationListQuery = z.infer<typeof NotificationListQuerySchema>
export const NotificationPageSchema = pageOf(NotificationSchema)
export type NotificationPage = z.infer<typeof NotificationPageSchema>

export const NotificationCountSchema = z.object({
  unread: z.number().int().nonnegative(),
  /** Whether the caller is one of a seller's people (the provider's staff, a reseller's team): only they are told. */
  seller: z.boolean(),
})
export type NotificationCount = z.infer<typeof NotificationCountSchema>
export const NotificationCountResponseSchema = dataOf(NotificationCountSchema)
