import { z } from 'zod'

/** What a company's people can be told of by e-mail; each person chooses per event (issue 15). */
export const NOTIFICATION_EVENTS = [
  'invoice_new',
  'payment_reminder',
  'ticket_reply',
  'domain_expiry',
  'usage_alert',
  'licence_change',
  'order_status',
] as const
export const NotificationEventSchema = z.enum(NOTIFICATION_EVENTS)
export type NotificationEvent = z.infer<typeof NotificationEventSchema>

export const NotificationChannelSchema = z.enum(['email', 'none'])
export type NotificationChannel = z.infer<typeof NotificationChannelSchema>

/** What the portal does when neither the person nor the company chose. */
export const NOTIFICATION_DEFAULTS: Record<NotificationEvent, NotificationChannel> = {
  invoice_new: 'email',
  payment_reminder: 'email',
  ticket_reply: 'email',
  domain_expiry: 'email',
  usage_alert: 'email',
  licence_change: 'none',
  order_status: 'email',
}

const channels = z.strictObject(
  Object.fromEntries(NOTIFICATION_EVENTS.map((e) => [e, NotificationChannelSchema])) as Record<
    NotificationEvent,
    typeof NotificationChannelSchema
  >,
)
/** A person's own choice per event; null follows the company's default. */
const choices = z.strictObject(
  Object.fromEntries(NOTIFICATION_EVENTS.map((e) => [e, NotificationChannelSchema.nullable()])) as Record<
    NotificationEvent,
    z.ZodNullable<typeof NotificationChannelSchema>
  >,
)

/** A company's defaults (its admins and staff set them) and the caller's own choices. */
export const NotificationSettingsSchema = z.object({
  company_id: z.uuid(),
  defaults: channels,
  mine: choices,
  /** Whether the caller may change the company's defaults. */
  can_set_defaults: z.boolean(),
})
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>

export const NotificationDefaultsInputSchema = channels
export type NotificationDefaultsInput = z.infer<typeof NotificationDefaultsInputSchema>
export const NotificationChoicesInputSchema = choices
export type NotificationChoicesInput = z.infer<typeof NotificationChoicesInputSchema>
