import multipart from '@fastify/multipart'
import { ATTACHMENT_MAX_BYTES } from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { cannedRoutes } from './canned.routes.ts'
import { messagesRoutes } from './messages.routes.ts'
import { settingsRoutes } from './settings.routes.ts'
import { ticketsRoutes } from './tickets.routes.ts'

/** The support desk: tickets, their conversation and files, and the staff's canned replies and settings. */
export async function supportRoutes(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 10, fields: 5, parts: 20, headerPairs: 100 },
  })
  for (const routes of [ticketsRoutes, messagesRoutes, cannedRoutes, settingsRoutes])
    await app.register(routes)
}
