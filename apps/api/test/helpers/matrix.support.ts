import { DEFAULT_BUSINESS_HOURS, DEFAULT_PRIORITY_MATRIX, DEFAULT_SLA_MINUTES } from '@portico/domain'
import type { Sample } from './matrix.ts'

const NO_ID = '00000000-0000-4000-8000-000000000000'
const ticket = `/api/v1/tickets/${NO_ID}`

/** The support desk's routes for the tenant-isolation matrix (spread into ROUTES). */
export const SUPPORT_ROUTES: Record<string, Sample> = {
  'GET /api/v1/tickets': { path: () => '/api/v1/tickets' },
  'POST /api/v1/tickets': {
    path: () => '/api/v1/tickets',
    body: { subject: 'Matrix ticket', impact: 'low', urgency: 'low', message: 'Matrix message' },
  },
  'GET /api/v1/tickets/:id': { path: () => ticket },
  'PATCH /api/v1/tickets/:id': { path: () => ticket, body: { status: 'on_hold' } },
  'GET /api/v1/tickets/:id/messages': { path: () => `${ticket}/messages` },
  'POST /api/v1/tickets/:id/messages': { path: () => `${ticket}/messages`, body: { body: 'Matrix reply' } },
  'POST /api/v1/tickets/:id/attachments': { path: () => `${ticket}/attachments` },
  'GET /api/v1/tickets/:id/attachments/:attachmentId': { path: () => `${ticket}/attachments/${NO_ID}` },
  'GET /api/v1/tickets/canned-replies': { path: () => '/api/v1/tickets/canned-replies', staffOnly: true },
  'POST /api/v1/tickets/canned-replies': {
    path: () => '/api/v1/tickets/canned-replies',
    body: { title: 'Matrix', body: 'Matrix canned reply' },
  },
  'DELETE /api/v1/tickets/canned-replies/:id': { path: () => `/api/v1/tickets/canned-replies/${NO_ID}` },
  'GET /api/v1/tickets/assignees': { path: () => '/api/v1/tickets/assignees', staffOnly: true },
  'GET /api/v1/tickets/settings': { path: () => '/api/v1/tickets/settings', staffOnly: true },
  'PUT /api/v1/tickets/settings': {
    path: () => '/api/v1/tickets/settings',
    body: {
      priority_matrix: DEFAULT_PRIORITY_MATRIX,
      sla_minutes: DEFAULT_SLA_MINUTES,
      business_hours: DEFAULT_BUSINESS_HOURS,
    },
  },
}
