import {
  CheckoutSchema,
  IdParamsSchema,
  OnlinePaymentSchema,
  PayInputSchema,
  PaymentMandateSchema,
  PaymentWebhookBodySchema,
  PaymentWebhookParamsSchema,
  PaymentWebhookQuerySchema,
  ProviderRefundInputSchema,
  ProviderRefundSchema,
  RefundablePaymentSchema,
} from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { systemContext } from '../../auth/system.ts'
import { many, one, routes } from '../../lib/route.ts'
import { myPaymentMandates, revokePaymentMandate } from './automatic.service.ts'
import { getOnlinePayment, handleWebhook, startCheckout } from './payments.service.ts'
import { listRefundable, refundThroughProvider } from './refunds.service.ts'

type SystemBase = Parameters<typeof systemContext>[0]

/** Online payment: the customer's "Pay now" (a checkout at the provider) and the payment it became. */
export async function paymentsRoutes(app: FastifyInstance) {
  const r = routes(app, { tag: 'payments', access: 'authenticated' })
  r.post(
    '/finances/documents/:id/pay',
    'payInvoice',
    {
      params: IdParamsSchema,
      body: PayInputSchema.nullish(),
      response: one(CheckoutSchema),
      status: 201,
      problems: ['notFound', 'conflict', 'unavailable'],
      description:
        'Starts a payment of what the invoice still owes; the browser goes to `checkout_url`. With `automatic: true` it is a first payment: its mandate collects the company’s next invoices when due.',
    },
    (ctx, { params, body }) => startCheckout(ctx, params.id, body ?? {}),
  )
  r.get(
    '/customers/:id/online-payments',
    'listRefundablePayments',
    {
      access: 'issuer',
      tag: 'billing',
      params: IdParamsSchema,
      response: many(RefundablePaymentSchema),
      problems: ['notFound'],
    },
    (ctx, { params }) => listRefundable(ctx, params.id),
  )
  r.post(
    '/customers/:id/account/provider-refunds',
    'refundThroughProvider',
    {
      access: 'issuer',
      tag: 'billing',
      params: IdParamsSchema,
      body: ProviderRefundInputSchema,
      response: one(ProviderRefundSchema),
      status: 201,
      problems: ['notFound', 'conflict', 'unavailable'],
      description:
        'Pays credit back to the account or card of one of the customer’s online payments. Booked first; a refusal of the provider gives the credit back (503).',
    },
    (ctx, { params, body }) => refundThroughProvider(ctx, params.id, body),
  )
  r.get(
    '/finances/payment-mandates',
    'listPaymentMandates',
    { response: many(PaymentMandateSchema) },
    (ctx) => myPaymentMandates(ctx),
  )
  r.post(
    '/finances/payment-mandates/:id/revoke',
    'revokePaymentMandate',
    {
      params: IdParamsSchema,
      response: one(PaymentMandateSchema),
      problems: ['notFound', 'conflict', 'unavailable'],
      description: 'Stops automatic payment: the provider revokes the mandate.',
    },
    (ctx, { params }) => revokePaymentMandate(ctx, params.id),
  )
  r.get(
    '/finances/online-payments/:id',
    'getOnlinePayment',
    { params: IdParamsSchema, response: one(OnlinePaymentSchema), problems: ['notFound'] },
    (ctx, { params }) => getOnlinePayment(ctx, params.id),
  )
}

/**
 * The provider's webhook, public (it names a payment; the app reads the payment from the provider):
 * registered beside /api/v1's modules with the database, as it runs without a signed-in user.
 */
export async function paymentWebhookRoutes(app: FastifyInstance, base: SystemBase) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/v1/payments/webhooks/:provider',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        operationId: 'paymentWebhook',
        description:
          'The payment provider posts `id` (form-encoded) on every change of a payment; answered 200 at once.',
        params: PaymentWebhookParamsSchema,
        querystring: PaymentWebhookQuerySchema,
        body: PaymentWebhookBodySchema,
        response: { 200: z.object({ received: z.literal(true) }) },
      },
    },
    async (request) => {
      await handleWebhook(base, { ...request.params, ...request.query, id: request.body.id })
      return { received: true as const }
    },
  )
}
