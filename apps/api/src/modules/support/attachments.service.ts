import type { MultipartFile } from '@fastify/multipart'
import type { Attachment } from '@portico/contracts'
import { ATTACHMENT_MAX_BYTES } from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { audit } from '../../lib/audit.ts'
import { AppError, BadRequest, Forbidden, NotFound } from '../../lib/errors.ts'
import { chargeQuota } from '../../lib/quota.ts'
import { withValues } from '../../lib/texts.ts'
import { newAttachmentKey, readAttachmentFile } from './attachmentFiles.service.ts'
import { type AttachmentRow, findAttachment, insertAttachments } from './attachments.repository.ts'
import { checkFile, isPreviewable, safeFileName } from './files.ts'
import { findMessage } from './messages.repository.ts'
import { supportTexts } from './support.texts.ts'
import { getTicketRow } from './tickets.service.ts'

export const toAttachment = (r: AttachmentRow): Attachment => ({
  id: r.id,
  message_id: r.message_id,
  file_name: r.file_name,
  content_type: r.content_type,
  size_bytes: r.size_bytes,
  previewable: isPreviewable(r.content_type),
  created_at: r.created_at.toISOString(),
})

type Received = { name: string; type: string; content: Buffer }

/** Reads every uploaded part, checking each one's size and content type (413, 415), before storing any. */
async function receive(files: AsyncIterableIterator<MultipartFile>): Promise<Received[]> {
  const received: Received[] = []
  try {
    for await (const part of files) {
      const name = safeFileName(part.filename)
      let content: Buffer
      try {
        content = await part.toBuffer()
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          const size = String(ATTACHMENT_MAX_BYTES / 1024 / 1024)
          throw new AppError(413, 'file_too_large', withValues(supportTexts.fileTooLarge, { name, size }))
        }
        throw error
      }
      received.push({ name, type: checkFile(name, content), content })
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT')
      throw new AppError(413, 'too_many_files', supportTexts.tooManyFiles)
    throw error
  }
  if (received.length === 0)
    throw new BadRequest(supportTexts.chooseFile, [{ field: 'file', message: 'required' }])
  return received
}

/**
 * Stores uploaded files; all or nothing. With a message id, the files belong to that message, which
 * must be the caller's own.
 */
export async function addAttachments(
  ctx: RequestContext,
  input: { ticketId: string; messageId?: string; files: AsyncIterableIterator<MultipartFile> },
): Promise<Attachment[]> {
  const ticket = await getTicketRow(ctx, input.ticketId)
  const { messageId } = input
  if (messageId) {
    const message = await findMessage(ctx, ticket.id, messageId)
    if (!message || (message.internal && !ctx.isStaff)) throw new NotFound(supportTexts.messageNotFound)
    if (message.author_id !== ctx.user.id) throw new Forbidden(supportTexts.notYourMessage)
  }
  const received = await receive(input.files)
  const { files } = ctx.platform
  const keys: string[] = []
  try {
    for (const file of received) {
      const key = newAttachmentKey()
      await files.put(key, file.content, file.type)
      keys.push(key)
    }
    const rows = await ctx.transaction(async (tx) => {
      await chargeQuota(tx, 'attachments', ticket.company_id, {
        items: received.length,
        bytes: received.reduce((sum, file) => sum + file.content.length, 0),
      })
      const inserted = await insertAttachments(
        tx,
        received.map((file, i) => ({
          ticket_id: ticket.id,
          message_id: messageId ?? null,
          file_name: file.name,
          content_type: file.type,
          size_bytes: file.content.length,
          storage_key: keys[i] ?? '',
        })),
      )
      await audit(tx, {
        action: 'ticket.attachments_added',
        entity: 'ticket',
        entity_id: ticket.id,
        company_id: ticket.company_id,
        after: {
          files: inserted.map((r) => ({ id: r.id, file_name: r.file_name, size_bytes: r.size_bytes })),
        },
      })
      return inserted
    })
    return rows.map(toAttachment)
  } catch (error) {
    for (const key of keys) await files.delete(key).catch(() => undefined)
    throw error
  }
}

/** One attachment's bytes, when the caller may see the ticket and (for a note's file) is staff. */
export async function readAttachment(ctx: RequestContext, input: { ticketId: string; attachmentId: string }) {
  const ticket = await getTicketRow(ctx, input.ticketId)
  const row = await findAttachment(ctx, ticket.id, input.attachmentId)
  if (!row || (row.internal && !ctx.isStaff)) throw new NotFound(supportTexts.attachmentNotFound)
  return { file: row.file, content: await readAttachmentFile(ctx.platform, row.file.storage_key) }
}
