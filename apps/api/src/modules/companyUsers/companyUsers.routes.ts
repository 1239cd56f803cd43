import {
  ChangeRoleBodySchema,
  CompanyUserSchema,
  IdParamsSchema,
  InviteUserBodySchema,
  ProblemSchema,
} from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { authProblems, bearer } from '../../lib/routeSchema.ts'
import {
  changeRole,
  inviteUser,
  listCompanyUsers,
  removeUser,
  type UsersDeps,
} from './companyUsers.service.ts'

const UserParamsSchema = z.strictObject({ id: z.uuid(), userId: z.uuid() })
const problems = { ...authProblems, 404: ProblemSchema, 409: ProblemSchema }
const one = z.object({ data: CompanyUserSchema })

export async function companyUsersRoutes(app: FastifyInstance, deps: UsersDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['company users']
  const config = { access: 'authenticated' as const }
  r.get(
    '/companies/:id/users',
    {
      config,
      schema: {
        tags,
        operationId: 'listCompanyUsers',
        security: bearer,
        params: IdParamsSchema,
        response: { 200: z.object({ data: z.array(CompanyUserSchema) }), ...problems },
      },
    },
    async (req) => ({ data: await listCompanyUsers(deps, req.ctx, req.params.id) }),
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
        security: bearer,
        params: IdParamsSchema,
        body: InviteUserBodySchema,
        response: { 201: one, ...problems },
      },
    },
    async (req, reply) => {
      const invited = await inviteUser(deps, req.ctx, req.params.id, req.body)
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
        security: bearer,
        params: UserParamsSchema,
        body: ChangeRoleBodySchema,
        response: { 200: one, ...problems },
      },
    },
    async (req) => {
      const user = await changeRole(deps, req.ctx, req.params.id, req.params.userId, req.body.role)
      app.tenancy.invalidate()
      if (!user) throw new Error('user vanished')
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
        security: bearer,
        params: UserParamsSchema,
        response: { 204: z.null(), ...problems },
      },
    },
    async (req, reply) => {
      await removeUser(deps, req.ctx, req.params.id, req.params.userId)
      app.tenancy.invalidate()
      return reply.code(204).send(null)
    },
  )
}
