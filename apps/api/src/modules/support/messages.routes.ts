import {
  ATTACHMENT_MAX_BYTES,
  AttachmentDownloadQuerySchema,
  AttachmentParamsSchema,
  AttachmentSchema,
  AttachmentUploadQuerySchema,
  CreateTicketMessageBodySchema,
  IdParamsSchema,
  TicketMessageSchema,
} from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { AppError } from '../../lib/errors.ts'
import { many, one, routes, sent } from '../../lib/route.ts'
import { addAttachments, readAttachment } from './attachments.service.ts'
import { contentDisposition, isPreviewable } from './files.ts'
import { addMessage, listMessages } from './messages.service.ts'
import { supportTexts } from './support.texts.ts'

/** A ticket's conversation and its files. */
export async function messagesRoutes(app: FastifyInstance) {
  const r = routes(app, { tag: 'tickets', access: 'authenticated' })
  r.get(
    '/tickets/:id/messages',
    'listTicketMessages',
    {
      description: 'The conversation, oldest first. Internal notes only for staff.',
      params: IdParamsSchema,
      response: many(TicketMessageSchema),
      problems: ['notFound'],
    },
    (ctx, { params }) => listMessages(ctx, params.id),
  )
  r.post(
    '/tickets/:id/messages',
    'addTicketMessage',
    {
      params: IdParamsSchema,
      body: CreateTicketMessageBodySchema,
      response: one(TicketMessageSchema),
      status: 201,
      problems: ['notFound'],
    },
    (ctx, { params, body }) => addMessage(ctx, { ticketId: params.id, ...body }),
  )
  r.post(
    '/tickets/:id/attachments',
    'uploadTicketAttachments',
    {
      description: `multipart/form-data with one or more files (at most ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB each; the type is read from the content). 413 when too large, 415 when the type is not accepted.`,
      params: IdParamsSchema,
      query: AttachmentUploadQuerySchema,
      response: many(AttachmentSchema),
      status: 201,
      problems: ['notFound', 'tooLarge', 'unsupportedType'],
    },
    (ctx, { params, query, request }) => {
      if (!request.isMultipart())
        throw new AppError(415, 'unsupported_media_type', supportTexts.sendMultipart)
      return addAttachments(ctx, { ticketId: params.id, messageId: query.message_id, files: request.files() })
    },
  )
  // Answers with the file's bytes, so only the problems have a response schema.
  r.get(
    '/tickets/:id/attachments/:attachmentId',
    'downloadTicketAttachment',
    {
      description: 'The file, as a download with its original name (RFC 6266); images may be shown inline.',
      params: AttachmentParamsSchema,
      query: AttachmentDownloadQuerySchema,
      response: sent(),
      problems: ['notFound'],
    },
    async (ctx, { params, query, reply }) => {
      const { file, content } = await readAttachment(ctx, {
        ticketId: params.id,
        attachmentId: params.attachmentId,
      })
      const inline = query.disposition === 'inline' && isPreviewable(file.content_type)
      const type = file.content_type === 'text/plain' ? 'text/plain; charset=utf-8' : file.content_type
      return reply
        .header('Content-Type', type)
        .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', file.file_name))
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('X-Content-Type-Options', 'nosniff')
        .send(content as never)
    },
  )
}
