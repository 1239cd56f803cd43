import { PaymentAccountInputSchema, PaymentAccountSchema } from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { one, routes } from '../../../lib/route.ts'
import { getPaymentAccount, removePaymentAccount, setPaymentAccount } from './accounts.service.ts'

/**
 * The books' own payment provider account (issue 25 item 9): a reseller's admins give its Mollie API
 * key (sealed; only a hint is shown again), or remove it to collect through the platform's provider.
 */
export async function paymentAccountRoutes(app: FastifyInstance) {
  const r = routes(app, { tag: 'billing settings', access: 'issuer' })
  const account = { response: one(PaymentAccountSchema) }
  r.get('/billing/payment-account', 'getPaymentAccount', account, getPaymentAccount)
  r.post(
    '/billing/payment-account',
    'setPaymentAccount',
    { ...account, body: PaymentAccountInputSchema },
    (ctx, { body }) => setPaymentAccount(ctx, body),
  )
  r.delete('/billing/payment-account', 'removePaymentAccount', account, (ctx) => removePaymentAccount(ctx))
}
