import {
  MicrosoftAutoRenewInputSchema,
  MicrosoftChangeResultSchema,
  MicrosoftDomainCheckSchema,
  MicrosoftDomainParamsSchema,
  MicrosoftOfferSchema,
  MicrosoftOrderInputSchema,
  MicrosoftOrderResultSchema,
  MicrosoftScheduleInputSchema,
  MicrosoftSeatsInputSchema,
  MicrosoftSubscriptionParamsSchema,
  MicrosoftSubscriptionSchema,
  MicrosoftTenantInputSchema,
  MicrosoftTenantLinkSchema,
  MicrosoftTenantSchema,
  MicrosoftTermInputSchema,
} from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { many, one, routes } from '../../lib/route.ts'
import { orderingCompany } from '../orders/cart.service.ts'
import { listMicrosoftOffers, orderMicrosoft } from './ordering.service.ts'
import {
  cancelMicrosoftSubscription,
  changeMicrosoftTerm,
  getMicrosoftSubscription,
  listMicrosoftSubscriptions,
  scheduleMicrosoftRenewal,
  setMicrosoftAutoRenew,
  setMicrosoftSeats,
} from './subscriptions.service.ts'
import {
  checkTenantDomain,
  createMicrosoftTenant,
  linkMicrosoftTenant,
  listMicrosoftTenants,
} from './tenants.service.ts'

const change = {
  params: MicrosoftSubscriptionParamsSchema,
  response: one(MicrosoftChangeResultSchema),
  problems: ['notFound', 'conflict'] as const,
}

/** Microsoft 365: the companies' tenants and their Partner Center subscriptions under the new-commerce rules. */
export async function microsoftRoutes(app: FastifyInstance) {
  const r = routes(app, { tag: 'microsoft', access: 'authenticated' })
  r.get('/microsoft/tenants', 'listMicrosoftTenants', { response: many(MicrosoftTenantSchema) }, (ctx) =>
    listMicrosoftTenants(ctx),
  )
  r.get(
    '/microsoft/domains/:prefix',
    'checkMicrosoftDomain',
    { params: MicrosoftDomainParamsSchema, response: one(MicrosoftDomainCheckSchema) },
    (ctx, { params }) => checkTenantDomain(ctx, params.prefix),
  )
  r.post(
    '/microsoft/tenants',
    'createMicrosoftTenant',
    {
      body: MicrosoftTenantInputSchema,
      response: one(MicrosoftTenantSchema),
      status: 201,
      problems: ['conflict'],
      description: 'Creates a tenant for the company in X-Company, the customer agreement attested.',
    },
    (ctx, { body }) => createMicrosoftTenant(ctx, body),
  )
  r.post(
    '/microsoft/tenants/link',
    'linkMicrosoftTenant',
    {
      body: MicrosoftTenantLinkSchema,
      response: one(MicrosoftTenantSchema),
      status: 201,
      problems: ['conflict'],
      description: "Links a tenant of the provider's Partner Center to the company in X-Company (staff).",
    },
    (ctx, { body }) => linkMicrosoftTenant(ctx, body),
  )
  r.get(
    '/microsoft/subscriptions',
    'listMicrosoftSubscriptions',
    { response: many(MicrosoftSubscriptionSchema) },
    (ctx) => listMicrosoftSubscriptions(ctx),
  )
  r.get(
    '/microsoft/subscriptions/:subscription',
    'getMicrosoftSubscription',
    {
      params: MicrosoftSubscriptionParamsSchema,
      response: one(MicrosoftSubscriptionSchema),
      problems: ['notFound'],
    },
    (ctx, { params }) => getMicrosoftSubscription(ctx, params.subscription),
  )
  r.put(
    '/microsoft/subscriptions/:subscription/seats',
    'setMicrosoftSeats',
    {
      ...change,
      body: MicrosoftSeatsInputSchema,
      description:
        "More seats any time (pro rata to the term end); fewer only within their batch's 168 hours. Discards changes scheduled for the renewal.",
    },
    (ctx, { params, body }) => setMicrosoftSeats(ctx, params.subscription, body.quantity),
  )
  r.put(
    '/microsoft/subscriptions/:subscription/term',
    'changeMicrosoftTerm',
    {
      ...change,
      body: MicrosoftTermInputSchema,
      description: 'A longer term or another billing frequency now.',
    },
    (ctx, { params, body }) => changeMicrosoftTerm(ctx, params.subscription, body.term, body.billing),
  )
  r.put(
    '/microsoft/subscriptions/:subscription/auto-renew',
    'setMicrosoftAutoRenew',
    {
      ...change,
      body: MicrosoftAutoRenewInputSchema,
      description: 'Turning it off also drops the changes scheduled for the renewal.',
    },
    (ctx, { params, body }) => setMicrosoftAutoRenew(ctx, params.subscription, body.auto_renew),
  )
  r.put(
    '/microsoft/subscriptions/:subscription/scheduled',
    'scheduleMicrosoftRenewal',
    {
      ...change,
      body: MicrosoftScheduleInputSchema,
      description: 'Quantity, term, billing and SKU for the renewal (needs auto-renew).',
    },
    (ctx, { params, body }) => scheduleMicrosoftRenewal(ctx, params.subscription, body),
  )
  r.delete(
    '/microsoft/subscriptions/:subscription/scheduled',
    'unscheduleMicrosoftRenewal',
    change,
    (ctx, { params }) => scheduleMicrosoftRenewal(ctx, params.subscription, null),
  )
  r.post(
    '/microsoft/subscriptions/:subscription/cancel',
    'cancelMicrosoftSubscription',
    {
      ...change,
      description: 'Only while every seat is within its 168 hours; otherwise turn off auto-renew.',
    },
    (ctx, { params }) => cancelMicrosoftSubscription(ctx, params.subscription),
  )
  r.get('/microsoft/offers', 'listMicrosoftOffers', { response: many(MicrosoftOfferSchema) }, (ctx) =>
    listMicrosoftOffers(ctx, orderingCompany(ctx)),
  )
  r.post(
    '/microsoft/orders',
    'orderMicrosoft',
    {
      body: MicrosoftOrderInputSchema,
      response: one(MicrosoftOrderResultSchema),
      status: 201,
      description:
        "Seats of a SKU on a term for one of the company's tenants, put in the cart (X-Company); checkout places it.",
    },
    (ctx, { body }) => orderMicrosoft(ctx, body),
  )
}
