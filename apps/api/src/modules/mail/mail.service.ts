import type { OutboxMessage, OutboxResponse } from '@portico/contracts'
import type { FileStore } from '../../adapters/files.ts'
import type { MailAttachment, MailMessage } from '../../adapters/mail.ts'
import type { RequestContext } from '../../auth/context.ts'
import { NotFound } from '../../lib/errors.ts'
import { brandForCompany } from '../company/brandSeen.service.ts'
import { findOutboxMessage, insertOutbox, listOutbox, markOutbox, unsentMail } from './mail.repository.ts'
import { mailTexts } from './mail.texts.ts'

/** The outbox and whether SMTP delivers it or it stays here (sandbox). */
export async function readOutbox(ctx: RequestContext): Promise<OutboxResponse> {
  return { data: await listOutbox(ctx), mode: ctx.platform.mailer.mode }
}

export async function getOutboxMessage(ctx: RequestContext, id: string): Promise<OutboxMessage> {
  const message = await findOutboxMessage(ctx, id)
  if (!message) throw new NotFound(mailTexts.messageNotFound)
  return message
}

/** An attachment's bytes: from the file store by key (a missing file fails the attempt), or inline. */
async function attachmentFile(files: FileStore, { filename, content_type, ...stored }: MailAttachment) {
  const content =
    'file_key' in stored ? await files.get(stored.file_key) : Buffer.from(stored.base64, 'base64')
  if (!content) throw new Error(`mail attachment ${filename} is missing from the file store`)
  return { filename, content_type, content }
}

/**
 * Mail to a company goes out in the brand its people see (a reseller's customer never meets the
 * provider's): the brand's sender name, and its name and footer under the text.
 */
async function branded(ctx: RequestContext, message: MailMessage): Promise<MailMessage> {
  if (!message.companyId) return message
  const brand = await brandForCompany(ctx, message.companyId)
  const footer = [brand.brand_name, brand.invoice_footer].filter(Boolean).join('\n')
  return {
    ...message,
    fromName: brand.email_sender_name ?? brand.brand_name,
    text: `${message.text}\n\n-- \n${footer}`,
  }
}

/** The queue that hands stored messages to the mail server. */
export const MAIL_DELIVER = 'mail.deliver'

/**
 * Stores a message and, with SMTP, queues its delivery, both in the caller's transaction: the mail
 * leaves only if the change that caused it commits, and a mail server that is down delays it, never
 * loses it (the job retries with backoff).
 */
export async function queueMail(ctx: RequestContext, message: MailMessage): Promise<string> {
  const id = await insertOutbox(ctx, await branded(ctx, message))
  if (ctx.platform.mailer.mode === 'smtp') {
    await ctx.platform.jobs.send(ctx.db, MAIL_DELIVER, { providerId: ctx.providerId, id })
  }
  return id
}

/**
 * Delivers one stored message (the job's work). Safe to run twice: a message already sent is skipped.
 * A failure is written on the message and thrown, so the queue retries; the last attempt marks it failed.
 */
export async function deliverMail(ctx: RequestContext, id: string, lastAttempt: boolean): Promise<void> {
  const mail = await unsentMail(ctx, id)
  if (!mail) return
  try {
    const attachments = await Promise.all(mail.attachments.map((a) => attachmentFile(ctx.platform.files, a)))
    await ctx.platform.mailer.send({ ...mail, attachments })
  } catch (error) {
    const message = (error as Error).message.slice(0, 500)
    await markOutbox(ctx, id, { status: lastAttempt ? 'failed' : 'stored', error: message })
    throw error
  }
  await markOutbox(ctx, id, { status: 'sent', error: null })
}
