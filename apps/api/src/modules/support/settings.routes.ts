import { StaffUserSchema, SupportSettingsInputSchema, SupportSettingsSchema } from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { many, one, routes } from '../../lib/route.ts'
import { getSettings, listAssignees, updateSettings } from './settings.service.ts'

/** The desk's settings (priority matrix, SLA targets, business hours) and who can be assigned. */
export async function settingsRoutes(app: FastifyInstance) {
  const r = routes(app, { tag: 'tickets', access: 'staff' })
  r.get('/tickets/assignees', 'listTicketAssignees', { response: many(StaffUserSchema) }, listAssignees)
  r.get(
    '/tickets/settings',
    'getSupportSettings',
    { response: one(SupportSettingsSchema), etag: true },
    getSettings,
  )
  r.put(
    '/tickets/settings',
    'updateSupportSettings',
    {
      description: 'Priority matrix, SLA targets in business minutes, business hours. If-Match required.',
      body: SupportSettingsInputSchema,
      response: one(SupportSettingsSchema),
      problems: ['ifMatch'],
      etag: true,
    },
    (ctx, { body, version }) => updateSettings(ctx, { version, settings: body }),
  )
}
