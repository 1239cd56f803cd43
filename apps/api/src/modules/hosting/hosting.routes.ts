import {
  HostingAccountDetailSchema,
  HostingAccountSchema,
  HostingLoginUrlSchema,
  HostingOfferSchema,
  HostingOrderInputSchema,
  HostingOrderResultSchema,
  HostingPackageInputSchema,
  HostingPasswordInputSchema,
  IdParamsSchema,
  ServiceSchema,
} from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { many, one, routes } from '../../lib/route.ts'
import { orderingCompany } from '../orders/cart.service.ts'
import {
  changeHostingPackage,
  getHostingAccountDetail,
  hostingLoginUrl,
  listHostingAccounts,
  resetHostingPassword,
} from './accounts.service.ts'
import { listHostingOffers, orderWebHosting } from './ordering.service.ts'

const account = { params: IdParamsSchema, problems: ['notFound', 'conflict'] as const }

/**
 * The web hosting accounts of the caller's companies: order one, see its limits and usage, sign in
 * to its control panel, set its panel password, change its package. Staff suspend, unsuspend and
 * end the service through the services routes (orders area), which reach the same panel.
 */
export async function hostingRoutes(app: FastifyInstance) {
  const r = routes(app, { tag: 'hosting', access: 'authenticated' })
  r.get('/hosting/offers', 'listWebHostingOffers', { response: many(HostingOfferSchema) }, (ctx) =>
    listHostingOffers(ctx, orderingCompany(ctx)),
  )
  r.get('/hosting/webhosting', 'listWebHosting', { response: many(HostingAccountSchema) }, (ctx) =>
    listHostingAccounts(ctx),
  )
  r.post(
    '/hosting/webhosting',
    'orderWebHosting',
    {
      body: HostingOrderInputSchema,
      response: one(HostingOrderResultSchema),
      status: 201,
      description: 'Judges the order and puts the package in the cart (X-Company); checkout places it.',
    },
    (ctx, { body }) => orderWebHosting(ctx, body),
  )
  r.get(
    '/hosting/webhosting/:id',
    'getWebHosting',
    { ...account, response: one(HostingAccountDetailSchema) },
    (ctx, { params }) => getHostingAccountDetail(ctx, params.id),
  )
  r.post(
    '/hosting/webhosting/:id/login',
    'openWebHostingPanel',
    {
      ...account,
      response: one(HostingLoginUrlSchema),
      description: 'A one-time sign-in URL of the control panel.',
    },
    (ctx, { params }) => hostingLoginUrl(ctx, params.id),
  )
  r.post(
    '/hosting/webhosting/:id/password',
    'resetWebHostingPassword',
    { ...account, body: HostingPasswordInputSchema, response: one(HostingAccountSchema) },
    (ctx, { params, body }) => resetHostingPassword(ctx, params.id, body.password),
  )
  r.put(
    '/hosting/webhosting/:id/package',
    'changeWebHostingPackage',
    {
      ...account,
      body: HostingPackageInputSchema,
      response: one(ServiceSchema),
      description: 'Now, prorated: the rest of the invoiced period is charged at the difference.',
    },
    (ctx, { params, body }) => changeHostingPackage(ctx, params.id, body),
  )
}
