import {
  CreateFeedbackBodySchema,
  FeedbackListResponseSchema,
  FeedbackResponseSchema,
  IdParamsSchema,
  ProblemSchema,
} from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { authProblems, bearer } from '../../lib/routeSchema.ts'
import type { ErrorReporter } from '../../lib/sentry.ts'
import { createFeedback, feedbackScreenshot, listFeedback } from './feedback.service.ts'

export async function feedbackRoutes(
  app: FastifyInstance,
  { db, reporter }: { db: Db; reporter: ErrorReporter },
) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['feedback']
  r.post(
    '/feedback',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        operationId: 'createFeedback',
        security: bearer,
        body: CreateFeedbackBodySchema,
        response: { 201: FeedbackResponseSchema, ...authProblems },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createFeedback(db, request.ctx, request.body, reporter) }),
  )
  r.get(
    '/feedback',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        operationId: 'listFeedback',
        security: bearer,
        response: { 200: FeedbackListResponseSchema, ...authProblems },
      },
    },
    async () => ({ data: await listFeedback(db) }),
  )
  r.get(
    '/feedback/:id/screenshot',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        operationId: 'getFeedbackScreenshot',
        security: bearer,
        params: IdParamsSchema,
        response: { 200: z.string().describe('The PNG image (binary)'), ...authProblems, 404: ProblemSchema },
      },
    },
    async (request, reply) =>
      reply
        .type('image/png')
        .header('content-disposition', 'inline; filename="screenshot.png"')
        .send((await feedbackScreenshot(db, request.params.id)) as unknown as string),
  )
}
