import type { OutboxMessage, OutboxResponse } from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { NotFound } from '../../lib/errors.ts'
import { findOutboxMessage, listOutbox } from './mail.repository.ts'
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
