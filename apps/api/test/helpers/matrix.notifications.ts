import type { Sample } from './matrix.ts'

const NO_ID = '00000000-0000-4000-8000-000000000000'

/** The bell's routes (every user, their own notifications only) for the tenant-isolation matrix. */
export const NOTIFICATIONS_ROUTES: Record<string, Sample> = {
  'GET /api/v1/notifications': { path: () => '/api/v1/notifications' },
  'GET /api/v1/notifications/unread-count': { path: () => '/api/v1/notifications/unread-count' },
  'POST /api/v1/notifications/:id/read': { path: () => `/api/v1/notifications/${NO_ID}/read` },
  'POST /api/v1/notifications/read-all': { path: () => '/api/v1/notifications/read-all' },
}
