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
import { authProblems, bearer } from '../../lib/routeSchema.ts'
import { listFeedback } from './feedback.repository.ts'
import { createFeedback, feedbackScreenshot } from './feedback.service.ts'

export async function feedbackRoutes(app: FastifyInstance) {
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
    async (request, reply) => reply.code(201).send({ data: await createFeedback(request.ctx, request.body) }),
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
    async (request) => ({ data: await listFeedback(request.ctx) }),
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
        .send((await feedbackScreenshot(request.ctx, request.params.id)) as unknown as string),
  )
}
