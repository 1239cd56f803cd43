import {
  DirectDebitBatchInputSchema,
  DirectDebitBatchSchema,
  DirectDebitListQuerySchema,
  DirectDebitSchema,
  IdParamsSchema,
  MandateInputSchema,
  MandateParamsSchema,
  MandateSchema,
} from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { many, one, routes, sent } from '../../../lib/route.ts'
import { billableCustomerId } from '../../billing/collect.service.ts'
import {
  batchFile,
  directDebitBatches,
  directDebits,
  makeBatch,
  myDirectDebits,
} from './collections.service.ts'
import { companyMandates, createMandate, myMandates, revokeMandate } from './mandates.service.ts'

/** SEPA direct debit through the provider's own bank: mandates, collections and batch files. */
export async function directDebitRoutes(app: FastifyInstance) {
  const r = routes(app, { tag: 'billing', access: 'issuer' })
  r.get(
    '/customers/:id/mandates',
    'listCustomerMandates',
    { params: IdParamsSchema, response: many(MandateSchema), problems: ['notFound'] },
    async (ctx, { params }) => companyMandates(ctx, await billableCustomerId(ctx, params.id)),
  )
  r.post(
    '/customers/:id/mandates',
    'createMandate',
    {
      params: IdParamsSchema,
      body: MandateInputSchema,
      response: one(MandateSchema),
      status: 201,
      problems: ['notFound', 'conflict'],
      description:
        'A mandate the customer signed; its open invoices are scheduled for collection and pre-notified.',
    },
    async (ctx, { params, body }) => createMandate(ctx, await billableCustomerId(ctx, params.id), body),
  )
  r.post(
    '/customers/:id/mandates/:mandate/revoke',
    'revokeMandate',
    { params: MandateParamsSchema, response: one(MandateSchema), problems: ['notFound', 'conflict'] },
    async (ctx, { params }) => revokeMandate(ctx, await billableCustomerId(ctx, params.id), params.mandate),
  )
  r.list(
    '/billing/direct-debits',
    'listDirectDebits',
    { query: DirectDebitListQuerySchema, response: many(DirectDebitSchema) },
    directDebits,
  )
  r.get(
    '/billing/direct-debit-batches',
    'listDirectDebitBatches',
    { response: many(DirectDebitBatchSchema) },
    (ctx) => directDebitBatches(ctx),
  )
  r.post(
    '/billing/direct-debit-batches',
    'createDirectDebitBatch',
    {
      body: DirectDebitBatchInputSchema,
      response: one(DirectDebitBatchSchema),
      status: 201,
      problems: ['conflict'],
      description:
        'The pain.008 batch of every collection scheduled by the date; they stay pending until a bank statement confirms them.',
    },
    (ctx, { body }) => makeBatch(ctx, body),
  )
  r.get(
    '/billing/direct-debit-batches/:id/file',
    'getDirectDebitBatchFile',
    {
      params: IdParamsSchema,
      response: sent(z.string().describe('application/xml (pain.008.001.08)')),
      problems: ['notFound'],
    },
    async (ctx, { params, reply }) => {
      const file = await batchFile(ctx, params.id)
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .send(file.xml)
    },
  )
  r.list(
    '/finances/direct-debits',
    'listMyDirectDebits',
    { access: 'authenticated', query: DirectDebitListQuerySchema, response: many(DirectDebitSchema) },
    myDirectDebits,
  )
  r.get(
    '/finances/mandates',
    'listMyMandates',
    { access: 'authenticated', response: many(MandateSchema) },
    (ctx) => myMandates(ctx),
  )
}
