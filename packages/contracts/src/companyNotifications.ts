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

/**
 * What a seller's own people (the provider's staff, a reseller's team) are told of about the
 * customers they sell to (issue 26 item 6): by e-mail, in the portal's bell, both or not at all.
 */
export const STAFF_NOTIFICATION_EVENTS = [
  'ticket_created',
  'ticket_customer_reply',
  'quote_accepted',
  'order_awaiting_approval',
  'provisioning_failed',
] as const
export const StaffNotificationEventSchema = z.enum(STAFF_NOTIFICATION_EVENTS)
export type StaffNotificationEvent = z.infer<typeof StaffNotificationEventSchema>

/** Every channel a preference can name; the customer events offer only `email` and `none`. */
export const PREFERENCE_CHANNELS = ['email_in_app', 'in_app', 'email', 'none'] as const
export const StaffChannelSchema = z.enum(PREFERENCE_CHANNELS)
export type StaffChannel = z.infer<typeof StaffChannelSchema>

export const STAFF_NOTIFICATION_DEFAULTS: Record<StaffNotificationEvent, StaffChannel> = {
  ticket_created: 'email_in_app',
  ticket_customer_reply: 'email_in_app',
  quote_accepted: 'email_in_app',
  order_awaiting_approval: 'email_in_app',
  provisioning_failed: 'email_in_app',
}

/** Every event a preference can be stored for. */
export const PREFERENCE_EVENTS = [...NOTIFICATION_EVENTS, ...STAFF_NOTIFICATION_EVENTS] as const
export type PreferenceEvent = (typeof PREFERENCE_EVENTS)[number]

const shape = <S extends z.ZodType, T extends z.ZodType>(customer: S, staff: T) => ({
  ...(Object.fromEntries(NOTIFICATION_EVENTS.map((e) => [e, customer])) as Record<NotificationEvent, S>),
  // Only a company that sells (a provider, a reseller) has its own people's staff events.
  ...(Object.fromEntries(STAFF_NOTIFICATION_EVENTS.map((e) => [e, staff.optional()])) as Record<
    StaffNotificationEvent,
    z.ZodOptional<T>
  >),
})
const channels = z.strictObject(shape(NotificationChannelSchema, StaffChannelSchema))
/** A person's own choice per event; null follows the company's default. */
const choices = z.strictObject(shape(NotificationChannelSchema.nullable(), StaffChannelSchema.nullable()))

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
