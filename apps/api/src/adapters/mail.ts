export type MailAttachment = { filename: string; content_type: string; base64: string }
export type MailMessage = {
  to: string
  subject: string
  text: string
  companyId?: string | null
  attachments?: MailAttachment[]
}
/** One stored message on its way out; `id` becomes the Message-ID, so a resend after a crash is recognisable. */
export type OutgoingMail = MailMessage & { id: string }

export type Mailer = {
  /** SMTP delivers; `outbox` (the sandbox) keeps every message readable at /admin/mail instead. */
  mode: 'smtp' | 'outbox'
  /** Hands one message to the mail server; throws when it refuses or cannot be reached. */
  send(mail: OutgoingMail): Promise<void>
}

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
        from: opts.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        messageId: `<${mail.id}@${domain}>`,
        attachments: (mail.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.content_type,
          content: Buffer.from(a.base64, 'base64'),
        })),
      })
    },
  }
}
