import { z } from 'zod'

/** A message of the mail outbox: everything the portal wrote, sent by SMTP or kept here (sandbox). */
export const OutboxMessageSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(['stored', 'sent', 'failed']),
  error: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  sent_at: z.iso.datetime({ offset: true }).nullable(),
})
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>

export const MailModeSchema = z.enum(['smtp', 'outbox'])
export const OutboxResponseSchema = z.object({ data: z.array(OutboxMessageSchema), mode: MailModeSchema })
export type OutboxResponse = z.infer<typeof OutboxResponseSchema>
export const OutboxMessageResponseSchema = z.object({ data: OutboxMessageSchema })
