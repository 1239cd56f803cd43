import {
  AccountQuerySchema,
  CustomerAccountSchema,
  DocumentSchema,
  IdParamsSchema,
  MyAccountQuerySchema,
  PaymentReversalInputSchema,
  PaymentSchema,
  RefundInputSchema,
} from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { one, routes } from '../../lib/route.ts'
import {
  applyCredit,
  getCustomerAccount,
  getMyAccount,
  recordRefund,
  reversePayment,
} from './account.service.ts'

const problems = ['notFound', 'conflict'] as const
const account = { response: one(CustomerAccountSchema), problems }
const idempotencyNote =
  'Send an Idempotency-Key to make retries safe: the same key and body replay the answer.'

/** The customer account (accounts receivable): staff's view and actions, the company's own view. */
export async function accountRoutes(app: FastifyInstance) {
  const r = routes(app, { tag: 'billing', access: 'issuer' })
  r.get(
    '/customers/:id/account',
    'getCustomerAccount',
    { ...account, params: IdParamsSchema, query: AccountQuerySchema },
    (ctx, { params, query }) => getCustomerAccount(ctx, params.id, query),
  )
  r.post(
    '/customers/:id/account/refunds',
    'recordRefund',
    {
      ...account,
      params: IdParamsSchema,
      body: RefundInputSchema,
      description: idempotencyNote,
      idempotent: true,
    },
    (ctx, { params, body }) => recordRefund(ctx, params.id, body),
  )
  r.post(
    '/billing/documents/:id/apply-credit',
    'applyCredit',
    { params: IdParamsSchema, response: one(DocumentSchema), problems },
    (ctx, { params }) => applyCredit(ctx, params.id),
  )
  r.post(
    '/billing/payments/:id/reverse',
    'reversePayment',
    { params: IdParamsSchema, body: PaymentReversalInputSchema, response: one(PaymentSchema), problems },
    (ctx, { params, body }) => reversePayment(ctx, params.id, body),
  )
  r.get(
    '/finances/account',
    'getMyAccount',
    { ...account, access: 'authenticated', query: MyAccountQuerySchema },
    (ctx, { query }) => getMyAccount(ctx, query),
  )
}
