import { CreateFeedbackBodySchema, FeedbackSchema, IdParamsSchema } from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { many, one, routes, sent } from '../../lib/route.ts'
import { listFeedback } from './feedback.repository.ts'
import { createFeedback, feedbackScreenshot } from './feedback.service.ts'

/** Anyone signed in sends feedback (with a screenshot); staff read it. */
export async function feedbackRoutes(app: FastifyInstance) {
  const r = routes(app, { tag: 'feedback', access: 'staff' })
  r.post(
    '/feedback',
    'createFeedback',
    { access: 'authenticated', body: CreateFeedbackBodySchema, response: one(FeedbackSchema), status: 201 },
    (ctx, { body }) => createFeedback(ctx, body),
  )
  r.get('/feedback', 'listFeedback', { response: many(FeedbackSchema) }, listFeedback)
  r.get(
    '/feedback/:id/screenshot',
    'getFeedbackScreenshot',
    {
      params: IdParamsSchema,
      response: sent(z.string().describe('The PNG image (binary)')),
      problems: ['notFound'],
    },
    async (ctx, { params, reply }) =>
      reply
        .type('image/png')
        .header('content-disposition', 'inline; filename="screenshot.png"')
        .send(await feedbackScreenshot(ctx, params.id)),
  )
}
