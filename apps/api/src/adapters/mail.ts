import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { mailOutbox } from '../db/schema/index.ts'

export type MailAttachment = { filename: string; content_type: string; base64: string }
export type MailMessage = {
  to: string
  subject: string
  text: string
  companyId?: string | null
  attachments?: MailAttachment[]
}
export type Mailer = {
  /** Stores the message in the outbox (inside the caller's transaction) and returns its id. */
  enqueue(db: Db, message: MailMessage): Promise<string>
  /** Delivers stored messages by SMTP when configured; without SMTP they stay readable in the outbox. */
  deliver(db: Db, id: string): Promise<void>
  mode: 'smtp' | 'outbox'
}

/** The mail adapter: SMTP when SMTP_URL is set, otherwise the outbox in the database. */
export async function createMailer(opts: { smtpUrl?: string; from: string }): Promise<Mailer> {
  const transport = opts.smtpUrl ? (await import('nodemailer')).createTransport(opts.smtpUrl) : null
  return {
    mode: transport ? 'smtp' : 'outbox',
    async enqueue(db, message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          company_id: message.companyId ?? null,
          attachments: message.attachments ?? null,
        })
        .returning({ id: mailOutbox.id })
      if (!row) throw new Error('outbox insert returned nothing')
      return row.id
    },
    async deliver(db, id) {
      if (!transport) return
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id))
      if (!row || row.status === 'sent') return
      try {
        const attachments = ((row.attachments as MailAttachment[] | null) ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.content_type,
          content: Buffer.from(a.base64, 'base64'),
        }))
        await transport.sendMail({
          from: opts.from,
          to: row.to,
          subject: row.subject,
          text: row.text,
          attachments,
        })
        await db
          .update(mailOutbox)
          .set({ status: 'sent', sent_at: new Date(), error: null })
          .where(eq(mailOutbox.id, id))
      } catch (error) {
        await db
          .update(mailOutbox)
          .set({ status: 'failed', error: (error as Error).message.slice(0, 500) })
          .where(eq(mailOutbox.id, id))
      }
    },
  }
}
