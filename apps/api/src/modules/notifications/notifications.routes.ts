import {
  IdParamsSchema,
  NotificationCountSchema,
  NotificationListQuerySchema,
  NotificationPageSchema,
} from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { noContent, one, routes } from '../../lib/route.ts'
import {
  listMyNotifications,
  myUnreadCount,
  readAllNotifications,
  readNotification,
} from './notifications.service.ts'

/** The signed-in user's own notifications (the bell): nobody reads or marks another's. */
export async function notificationsRoutes(app: FastifyInstance) {
  const r = routes(app, { tag: 'notifications', access: 'authenticated' })
  r.list(
    '/notifications',
    'listMyNotifications',
    { query: NotificationListQuerySchema, response: NotificationPageSchema },
    listMyNotifications,
  )
  r.get(
    '/notifications/unread-count',
    'countMyUnreadNotifications',
    { response: one(NotificationCountSchema) },
    myUnreadCount,
  )
  r.post(
    '/notifications/:id/read',
    'readNotification',
    { params: IdParamsSchema, response: noContent, problems: ['notFound'] },
    (ctx, { params }) => readNotification(ctx, params.id),
  )
  r.post('/notifications/read-all', 'readAllNotifications', { response: noContent }, readAllNotifications)
}
