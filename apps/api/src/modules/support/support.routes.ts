import multipart from '@fastify/multipart'
import {
  ATTACHMENT_MAX_BYTES,
  AttachmentDownloadQuerySchema,
  AttachmentListResponseSchema,
  AttachmentParamsSchema,
  AttachmentUploadQuerySchema,
  CannedReplyInputSchema,
  CannedReplyListResponseSchema,
  CannedReplyResponseSchema,
  CreateTicketBodySchema,
  CreateTicketMessageBodySchema,
  IdParamsSchema,
  ProblemSchema,
  StaffUserListResponseSchema,
  SupportSettingsInputSchema,
  SupportSettingsResponseSchema,
  TicketListQuerySchema,
  TicketListResponseSchema,
  TicketMessageListResponseSchema,
  TicketMessageResponseSchema,
  TicketResponseSchema,
  UpdateTicketBodySchema,
} from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { expectedVersion, sendWithEtag } from '../../lib/concurrency.ts'
import { AppError } from '../../lib/errors.ts'
import { authProblems, bearer } from '../../lib/routeSchema.ts'
import { attachmentStore, contentDisposition, isPreviewable } from './files.ts'
import { addAttachments, addMessage, listMessages, readAttachment } from './messages.service.ts'
import {
  createCanned,
  deleteCanned,
  getSettings,
  listCanned,
  providerOf,
  staffUsers,
  updateSettings,
} from './settings.service.ts'
import type { MailDeps } from './support.mail.ts'
import { createTicket, getTicket, listVisibleTickets, updateTicket } from './tickets.service.ts'

export type SupportModuleDeps = MailDeps & { db: import('../../db/client.ts').Db; dataDir: string }

const problems = { ...authProblems, 404: ProblemSchema }
const tags = ['tickets']
const authenticated = { access: 'authenticated' as const }
const staff = { access: 'staff' as const }

/** The support desk: tickets, their conversation and files, and the staff's canned replies and settings. */
export async function supportRoutes(app: FastifyInstance, opts: SupportModuleDeps) {
  const deps = { ...opts, files: attachmentStore(opts.dataDir) }
  const { db } = deps
  await app.register(multipart, {
    limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 10, fields: 5, parts: 20, headerPairs: 100 },
  })
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get(
    '/tickets',
    {
      config: authenticated,
      schema: {
        tags,
        operationId: 'listTickets',
        description: 'Open (default) or closed tickets the caller may see, keyset-paginated.',
        security: bearer,
        querystring: TicketListQuerySchema,
        response: { 200: TicketListResponseSchema, ...authProblems },
      },
    },
    async (request) => listVisibleTickets(deps, request.ctx, request.query),
  )
  r.post(
    '/tickets',
    {
      config: authenticated,
      schema: {
        tags,
        operationId: 'createTicket',
        security: bearer,
        body: CreateTicketBodySchema,
        response: { 201: TicketResponseSchema, ...authProblems },
      },
    },
    async (request, reply) => {
      const created = await createTicket(deps, request.ctx, request.body)
      reply.code(201).header('Location', `/api/v1/tickets/${created.id}`)
      return sendWithEtag(reply, created.version, { data: created })
    },
  )

  r.get(
    '/tickets/canned-replies',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'listCannedReplies',
        security: bearer,
        response: { 200: CannedReplyListResponseSchema, ...authProblems },
      },
    },
    async (request) => ({ data: await listCanned(db, request.ctx) }),
  )
  r.post(
    '/tickets/canned-replies',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'createCannedReply',
        security: bearer,
        body: CannedReplyInputSchema,
        response: { 201: CannedReplyResponseSchema, ...authProblems },
      },
    },
    async (request, reply) => {
      reply.code(201)
      return { data: await createCanned(db, request.ctx, request.body) }
    },
  )
  r.delete(
    '/tickets/canned-replies/:id',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'deleteCannedReply',
        security: bearer,
        params: IdParamsSchema,
        response: { 204: z.null(), ...problems },
      },
    },
    async (request, reply) => {
      await deleteCanned(db, request.ctx, request.params.id)
      return reply.code(204).send(null)
    },
  )
  r.get(
    '/tickets/assignees',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'listTicketAssignees',
        security: bearer,
        response: { 200: StaffUserListResponseSchema, ...authProblems },
      },
    },
    async (request) => ({ data: await staffUsers(db, await providerOf(db, request.ctx)) }),
  )
  r.get(
    '/tickets/settings',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'getSupportSettings',
        security: bearer,
        response: { 200: SupportSettingsResponseSchema, ...authProblems },
      },
    },
    async (request, reply) => {
      const settings = await getSettings(db, request.ctx)
      return sendWithEtag(reply, settings.version, { data: settings })
    },
  )
  r.put(
    '/tickets/settings',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'updateSupportSettings',
        description: 'Priority matrix, SLA targets in business minutes, business hours. If-Match required.',
        security: bearer,
        body: SupportSettingsInputSchema,
        response: {
          200: SupportSettingsResponseSchema,
          ...authProblems,
          412: ProblemSchema,
          428: ProblemSchema,
        },
      },
    },
    async (request, reply) => {
      const version = expectedVersion(request)
      const settings = await updateSettings(db, request.ctx, version, request.body)
      return sendWithEtag(reply, settings.version, { data: settings })
    },
  )

  r.get(
    '/tickets/:id',
    {
      config: authenticated,
      schema: {
        tags,
        operationId: 'getTicket',
        security: bearer,
        params: IdParamsSchema,
        response: { 200: TicketResponseSchema, ...problems },
      },
    },
    async (request, reply) => {
      const ticket = await getTicket(deps, request.ctx, request.params.id)
      return sendWithEtag(reply, ticket.version, { data: ticket })
    },
  )
  r.patch(
    '/tickets/:id',
    {
      config: authenticated,
      schema: {
        tags,
        operationId: 'updateTicket',
        description:
          'Staff: status, priority (null returns to the matrix), assignee, impact, urgency. A customer may close. If-Match required.',
        security: bearer,
        params: IdParamsSchema,
        body: UpdateTicketBodySchema,
        response: { 200: TicketResponseSchema, ...problems, 412: ProblemSchema, 428: ProblemSchema },
      },
    },
    async (request, reply) => {
      const version = expectedVersion(request)
      const ticket = await updateTicket(deps, request.ctx, request.params.id, version, request.body)
      return sendWithEtag(reply, ticket.version, { data: ticket })
    },
  )
  r.get(
    '/tickets/:id/messages',
    {
      config: authenticated,
      schema: {
        tags,
        operationId: 'listTicketMessages',
        description: 'The conversation, oldest first. Internal notes only for staff.',
        security: bearer,
        params: IdParamsSchema,
        response: { 200: TicketMessageListResponseSchema, ...problems },
      },
    },
    async (request) => ({ data: await listMessages(deps, request.ctx, request.params.id) }),
  )
  r.post(
    '/tickets/:id/messages',
    {
      config: authenticated,
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
      return { data: await addMessage(deps, request.ctx, request.params.id, request.body) }
    },
  )
  r.post(
    '/tickets/:id/attachments',
    {
      config: authenticated,
      schema: {
        tags,
        operationId: 'uploadTicketAttachments',
        description: `multipart/form-data with one or more files (at most ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB each; the type is read from the content). 413 when too large, 415 when the type is not accepted.`,
        security: bearer,
        params: IdParamsSchema,
        querystring: AttachmentUploadQuerySchema,
        response: {
          201: AttachmentListResponseSchema,
          ...problems,
          413: ProblemSchema,
          415: ProblemSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new AppError(415, 'unsupported_media_type', 'Send the files as multipart/form-data.')
      const saved = await addAttachments(
        deps,
        request.ctx,
        request.params.id,
        request.query.message_id,
        request.files(),
      )
      reply.code(201)
      return { data: saved }
    },
  )
  // Answers with the file's bytes, so only the problems have a response schema.
  r.get(
    '/tickets/:id/attachments/:attachmentId',
    {
      config: authenticated,
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
      const { file, content } = await readAttachment(
        deps,
        request.ctx,
        request.params.id,
        request.params.attachmentId,
      )
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
