import type { OutboxMessage, OutboxResponse } from '@portico/contracts'
import type { MailMessage } from '../../adapters/mail.ts'
import type { RequestContext } from '../../auth/context.ts'
import { NotFound } from '../../lib/errors.ts'
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

/** The queue that hands stored messages to the mail server. */
export const MAIL_DELIVER = 'mail.deliver'

/**
 * Stores a message and, with SMTP, queues its delivery, both in the caller's transaction: the mail
 * leaves only if the change that caused it commits, and a mail server that is down delays it, never
 * loses it (the job retries with backoff).
 */
export async function queueMail(ctx: RequestContext, message: MailMessage): Promise<string> {
  const id = await insertOutbox(ctx, message)
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
    await ctx.platform.mailer.send(mail)
  } catch (error) {
    const message = (error as Error).message.slice(0, 500)
    await markOutbox(ctx, id, { status: lastAttempt ? 'failed' : 'stored', error: message })
    throw error
  }
  await markOutbox(ctx, id, { status: 'sent', error: null })
}
