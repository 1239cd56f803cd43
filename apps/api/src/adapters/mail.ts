/**
 * An attachment as the outbox keeps it: a file in the file store by its key (an issued PDF), or
 * its bytes in base64 (messages stored before the file store, and content with no file).
 */
export type MailAttachment = { filename: string; content_type: string } & (
  | { file_key: string }
  | { base64: string }
)
export type MailMessage = {
  /** The sender's display name (a brand); the address stays MAIL_FROM's. */
  fromName?: string | null
  to: string
  subject: string
  text: string
  companyId?: string | null
  attachments?: MailAttachment[]
}
/** A stored message ready to go out. */
export type StoredMail = MailMessage & { id: string; attachments: MailAttachment[] }
/** One message on its way out, its files read; `id` becomes the Message-ID, so a resend after a crash is recognisable. */
export type OutgoingMail = Omit<StoredMail, 'attachments'> & {
  attachments: { filename: string; content_type: string; content: Buffer }[]
}

export type Mailer = {
  /** SMTP delivers; `outbox` (the sandbox) keeps every message readable at /admin/mail instead. */
  mode: 'smtp' | 'outbox'
  /** Hands one message to the mail server; throws when it refuses or cannot be reached. */
  send(mail: OutgoingMail): Promise<void>
}

/** The address part of MAIL_FROM (`Name <a@b>` or `a@b`). */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim()

/** The mail adapter: SMTP when SMTP_URL is set, otherwise the outbox in the database. */
export async function createMailer(opts: { smtpUrl?: string; from: string }): Promise<Mailer> {
  if (!opts.smtpUrl) {
    return {
      mode: 'outbox',
      send: async () => undefined,
    }
  }
  const transport = (await import('nodemailer')).createTransport(opts.smtpUrl)
  const domain = opts.from.split('@')[1]?.replace(/[>\s]/g, '') || 'portico.local'
  return {
    mode: 'smtp',
    async send(mail) {
      await transport.sendMail({
        from: mail.fromName ? { name: mail.fromName, address: addressOf(opts.from) } : opts.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        messageId: `<${mail.id}@${domain}>`,
        attachments: mail.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.content_type,
          content: a.content,
        })),
      })
    },
  }
}
