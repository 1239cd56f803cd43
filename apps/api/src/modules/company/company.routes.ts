import {
  ChangeRoleBodySchema,
  CompanyContractsSchema,
  CompanySchema,
  CompanyUserSchema,
  IdParamsSchema,
  InviteUserBodySchema,
  NotificationChoicesInputSchema,
  NotificationDefaultsInputSchema,
  NotificationSettingsSchema,
} from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { RequestContext } from '../../auth/context.ts'
import { many, noContent, one, pdfFile, routes, sendPdf } from '../../lib/route.ts'
import { brandingRoutes } from './branding.routes.ts'
import { getCompany } from './company.service.ts'
import { getCompanyContracts, getCompanyContractsPdf } from './contracts.service.ts'
import {
  getNotificationSettings,
  saveMyNotifications,
  saveNotificationDefaults,
} from './notifications.service.ts'
import { changeRole, inviteUser, listCompanyUsers, removeUser, setUserSignIn } from './users.service.ts'

const UserParamsSchema = z.strictObject({ id: z.uuid(), userId: z.uuid() })
type UserParams = z.infer<typeof UserParamsSchema>
const problems = ['notFound', 'conflict'] as const

/** A company and its users. Membership changes drop the cached memberships of every request context. */
export async function companyRoutes(app: FastifyInstance) {
  await app.register(brandingRoutes)
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
  // Staff turn a person's sign-in off (every session ends) or on again (issue 27, item 2).
  const signIn = {
    access: 'staff' as const,
    params: UserParamsSchema,
    response: one(CompanyUserSchema),
    problems,
  }
  const setSignIn =
    (enabled: boolean) =>
    async (ctx: RequestContext, { params }: { params: UserParams }) => {
      const user = await setUserSignIn(ctx, { companyId: params.id, userId: params.userId, enabled })
      app.tenancy.invalidate()
      return user
    }
  r.post('/companies/:id/users/:userId/sign-in/disable', 'disableCompanyUserSignIn', signIn, setSignIn(false))
  r.post('/companies/:id/users/:userId/sign-in/enable', 'enableCompanyUserSignIn', signIn, setSignIn(true))
  const settings = { tag: 'notifications', params: IdParamsSchema, response: one(NotificationSettingsSchema) }
  r.get(
    '/companies/:id/notifications',
    'getNotificationSettings',
    { ...settings, problems: ['notFound'] },
    (ctx, { params }) => getNotificationSettings(ctx, params.id),
  )
  r.put(
    '/companies/:id/notifications/mine',
    'saveMyNotifications',
    {
      ...settings,
      body: NotificationChoicesInputSchema,
      problems: ['notFound'],
      description:
        'The caller’s own choice per event (null: the company’s default), for a company they belong to.',
    },
    (ctx, { params, body }) => saveMyNotifications(ctx, { companyId: params.id, body }),
  )
  r.put(
    '/companies/:id/notifications/defaults',
    'saveNotificationDefaults',
    {
      ...settings,
      body: NotificationDefaultsInputSchema,
      problems: ['notFound'],
      description: 'The company’s default per event: its admins, and staff.',
    },
    (ctx, { params, body }) => saveNotificationDefaults(ctx, { companyId: params.id, body }),
  )
  const contracts = { tag: 'contracts', params: IdParamsSchema, problems: ['notFound'] as const }
  r.get(
    '/companies/:id/contracts',
    'getCompanyContracts',
    { ...contracts, response: one(CompanyContractsSchema) },
    (ctx, { params }) => getCompanyContracts(ctx, params.id),
  )
  r.get(
    '/companies/:id/contracts/pdf',
    'getCompanyContractsPdf',
    {
      ...contracts,
      response: pdfFile,
      description: 'The contract summary as PDF, in the company’s language.',
    },
    async (ctx, { params, reply }) =>
      sendPdf(reply, await getCompanyContractsPdf(ctx, params.id), 'attachment'),
  )
}
