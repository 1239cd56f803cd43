import { z } from 'zod'
import { DateTimeSchema, dataOf, listOf } from './common.ts'

/** A message of the mail outbox: everything the portal wrote, sent by SMTP or kept here (sandbox). */
export const OutboxMessageSchema = z.object({
  id: z.uuid(),
  /** The sender's display name: the brand the addressee's company sees (null: the portal's MAIL_FROM as is). */
  from_name: z.string().nullable(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(['stored', 'sent', 'failed']),
  error: z.string().nullable(),
  created_at: DateTimeSchema,
  sent_at: DateTimeSchema.nullable(),
})
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>

export const MailModeSchema = z.enum(['smtp', 'outbox'])
export const OutboxResponseSchema = listOf(OutboxMessageSchema).extend({ mode: MailModeSchema })
export type OutboxResponse = z.infer<typeof OutboxResponseSchema>
export const OutboxMessageResponseSchema = dataOf(OutboxMessageSchema)
