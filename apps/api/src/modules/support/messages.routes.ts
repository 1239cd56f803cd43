import {
  ATTACHMENT_MAX_BYTES,
  AttachmentDownloadQuerySchema,
  AttachmentListResponseSchema,
  AttachmentParamsSchema,
  AttachmentUploadQuerySchema,
  CreateTicketMessageBodySchema,
  IdParamsSchema,
  ProblemSchema,
  TicketMessageListResponseSchema,
  TicketMessageResponseSchema,
} from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { AppError } from '../../lib/errors.ts'
import { authProblems, bearer } from '../../lib/routeSchema.ts'
import { addAttachments, readAttachment } from './attachments.service.ts'
import { contentDisposition, isPreviewable } from './files.ts'
import { addMessage, listMessages } from './messages.service.ts'
import { supportTexts } from './support.texts.ts'

const problems = { ...authProblems, 404: ProblemSchema }
const tags = ['tickets']

/** A ticket's conversation and its files. */
export async function messagesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/tickets/:id/messages',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        operationId: 'listTicketMessages',
        description: 'The conversation, oldest first. Internal notes only for staff.',
        security: bearer,
        params: IdParamsSchema,
        response: { 200: TicketMessageListResponseSchema, ...problems },
      },
    },
    async (request) => ({ data: await listMessages(request.ctx, request.params.id) }),
  )
  r.post(
    '/tickets/:id/messages',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        operationId: 'addTicketMessage',
        security: bearer,
        params: IdParamsSchema,
        body: CreateTicketMessageBodySchema,
        response: { 201: TicketMessageResponseSchema, ...problems },
      },
    },
    async (request, reply) => {
      reply.code(201)
      return { data: await addMessage(request.ctx, { ticketId: request.params.id, ...request.body }) }
    },
  )
  r.post(
    '/tickets/:id/attachments',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        operationId: 'uploadTicketAttachments',
        description: `multipart/form-data with one or more files (at most ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB each; the type is read from the content). 413 when too large, 415 when the type is not accepted.`,
        security: bearer,
        params: IdParamsSchema,
        querystring: AttachmentUploadQuerySchema,
        response: { 201: AttachmentListResponseSchema, ...problems, 413: ProblemSchema, 415: ProblemSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new AppError(415, 'unsupported_media_type', supportTexts.sendMultipart)
      const input = {
        ticketId: request.params.id,
        messageId: request.query.message_id,
        files: request.files(),
      }
      reply.code(201)
      return { data: await addAttachments(request.ctx, input) }
    },
  )
  // Answers with the file's bytes, so only the problems have a response schema.
  r.get(
    '/tickets/:id/attachments/:attachmentId',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        operationId: 'downloadTicketAttachment',
        description: 'The file, as a download with its original name (RFC 6266); images may be shown inline.',
        security: bearer,
        params: AttachmentParamsSchema,
        querystring: AttachmentDownloadQuerySchema,
        response: problems,
      },
    },
    async (request, reply) => {
      const { id: ticketId, attachmentId } = request.params
      const { file, content } = await readAttachment(request.ctx, { ticketId, attachmentId })
      const inline = request.query.disposition === 'inline' && isPreviewable(file.content_type)
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
