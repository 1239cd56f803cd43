import {
  ProblemSchema,
  StaffUserListResponseSchema,
  SupportSettingsInputSchema,
  SupportSettingsResponseSchema,
} from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { expectedVersion, sendWithEtag } from '../../lib/concurrency.ts'
import { authProblems, bearer } from '../../lib/routeSchema.ts'
import { getSettings, listAssignees, updateSettings } from './settings.service.ts'

const tags = ['tickets']

/** The desk's settings (priority matrix, SLA targets, business hours) and who can be assigned. */
export async function settingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/tickets/assignees',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        operationId: 'listTicketAssignees',
        security: bearer,
        response: { 200: StaffUserListResponseSchema, ...authProblems },
      },
    },
    async (request) => ({ data: await listAssignees(request.ctx) }),
  )
  r.get(
    '/tickets/settings',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        operationId: 'getSupportSettings',
        security: bearer,
        response: { 200: SupportSettingsResponseSchema, ...authProblems },
      },
    },
    async (request, reply) => {
      const settings = await getSettings(request.ctx)
      return sendWithEtag(reply, settings.version, { data: settings })
    },
  )
  r.put(
    '/tickets/settings',
    {
      config: { access: 'staff' },
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
      const settings = await updateSettings(request.ctx, { version, settings: request.body })
      return sendWithEtag(reply, settings.version, { data: settings })
    },
  )
}
