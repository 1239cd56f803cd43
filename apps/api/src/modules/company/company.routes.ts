import {
  ChangeRoleBodySchema,
  CompanySchema,
  CompanyUserSchema,
  IdParamsSchema,
  InviteUserBodySchema,
} from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { many, noContent, one, routes } from '../../lib/route.ts'
import { getCompany } from './company.service.ts'
import { changeRole, inviteUser, listCompanyUsers, removeUser } from './users.service.ts'

const UserParamsSchema = z.strictObject({ id: z.uuid(), userId: z.uuid() })
const problems = ['notFound', 'conflict'] as const

/** A company and its users. Membership changes drop the cached memberships of every request context. */
export async function companyRoutes(app: FastifyInstance) {
  const r = routes(app, { tag: 'company users', access: 'authenticated' })
  r.get(
    '/companies/:id',
    'getCompany',
    {
      tag: 'companies',
      params: IdParamsSchema,
      response: one(CompanySchema),
      problems: ['notFound'],
      etag: true,
    },
    (ctx, { params }) => getCompany(ctx, params.id),
  )
  r.get(
    '/companies/:id/users',
    'listCompanyUsers',
    { params: IdParamsSchema, response: many(CompanyUserSchema), problems },
    (ctx, { params }) => listCompanyUsers(ctx, params.id),
  )
  r.post(
    '/companies/:id/users',
    'inviteCompanyUser',
    {
      description:
        'Invites by e-mail: a set-password link with the embedded IdP, a pending user with an external one.',
      params: IdParamsSchema,
      body: InviteUserBodySchema,
      response: one(CompanyUserSchema),
      status: 201,
      problems,
    },
    async (ctx, { params, body }) => {
      const invited = await inviteUser(ctx, { companyId: params.id, body })
      app.tenancy.invalidate()
      return invited
    },
  )
  r.put(
    '/companies/:id/users/:userId',
    'changeCompanyUserRole',
    { params: UserParamsSchema, body: ChangeRoleBodySchema, response: one(CompanyUserSchema), problems },
    async (ctx, { params, body }) => {
      const user = await changeRole(ctx, { companyId: params.id, userId: params.userId, ...body })
      app.tenancy.invalidate()
      return user
    },
  )
  r.delete(
    '/companies/:id/users/:userId',
    'removeCompanyUser',
    { params: UserParamsSchema, response: noContent, problems },
    async (ctx, { params }) => {
      await removeUser(ctx, { companyId: params.id, userId: params.userId })
      app.tenancy.invalidate()
    },
  )
}
