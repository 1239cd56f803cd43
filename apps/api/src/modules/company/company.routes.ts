import {
  ChangeRoleBodySchema,
  CompanyResponseSchema,
  CompanyUserSchema,
  IdParamsSchema,
  InviteUserBodySchema,
  ProblemSchema,
} from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { authProblems, bearer } from '../../lib/routeSchema.ts'
import { getCompany } from './company.service.ts'
import { changeRole, inviteUser, listCompanyUsers, removeUser } from './users.service.ts'

const UserParamsSchema = z.strictObject({ id: z.uuid(), userId: z.uuid() })
const problems = { ...authProblems, 404: ProblemSchema, 409: ProblemSchema }
const one = z.object({ data: CompanyUserSchema })
const config = { access: 'authenticated' as const }
const security = bearer

/** A company and its users. Membership changes drop the cached memberships of every request context. */
export async function companyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/companies/:id',
    {
      config,
      schema: {
        tags: ['companies'],
        operationId: 'getCompany',
        security,
        params: IdParamsSchema,
        response: { 200: CompanyResponseSchema, ...authProblems, 404: ProblemSchema },
      },
    },
    async (req, reply) => {
      const company = await getCompany(req.ctx, req.params.id)
      reply.header('ETag', `W/"${company.version}"`)
      return { data: company }
    },
  )
  const tags = ['company users']
  r.get(
    '/companies/:id/users',
    {
      config,
      schema: {
        tags,
        operationId: 'listCompanyUsers',
        security,
        params: IdParamsSchema,
        response: { 200: z.object({ data: z.array(CompanyUserSchema) }), ...problems },
      },
    },
    async (req) => ({ data: await listCompanyUsers(req.ctx, req.params.id) }),
  )
  r.post(
    '/companies/:id/users',
    {
      config,
      schema: {
        tags,
        operationId: 'inviteCompanyUser',
        description:
          'Invites by e-mail: a set-password link with the embedded IdP, a pending user with an external one.',
        security,
        params: IdParamsSchema,
        body: InviteUserBodySchema,
        response: { 201: one, ...problems },
      },
    },
    async (req, reply) => {
      const invited = await inviteUser(req.ctx, { companyId: req.params.id, body: req.body })
      app.tenancy.invalidate()
      return reply.code(201).send({ data: invited })
    },
  )
  r.put(
    '/companies/:id/users/:userId',
    {
      config,
      schema: {
        tags,
        operationId: 'changeCompanyUserRole',
        security,
        params: UserParamsSchema,
        body: ChangeRoleBodySchema,
        response: { 200: one, ...problems },
      },
    },
    async (req) => {
      const user = await changeRole(req.ctx, {
        companyId: req.params.id,
        userId: req.params.userId,
        ...req.body,
      })
      app.tenancy.invalidate()
      return { data: user }
    },
  )
  r.delete(
    '/companies/:id/users/:userId',
    {
      config,
      schema: {
        tags,
        operationId: 'removeCompanyUser',
        security,
        params: UserParamsSchema,
        response: { 204: z.null(), ...problems },
      },
    },
    async (req, reply) => {
      await removeUser(req.ctx, { companyId: req.params.id, userId: req.params.userId })
      app.tenancy.invalidate()
      return reply.code(204).send(null)
    },
  )
}
