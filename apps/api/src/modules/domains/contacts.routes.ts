import {
  DomainContactInputSchema,
  DomainContactListQuerySchema,
  DomainContactSchema,
  DomainParamsSchema,
} from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { created, many, noContent, one, routes, updated } from '../../lib/route.ts'
import { createContact, deleteContact, getContact, listContacts, updateContact } from './contacts.service.ts'

const contact = {
  params: DomainParamsSchema,
  response: one(DomainContactSchema),
  problems: ['notFound'] as const,
  etag: true,
}

/** Contact handles of the caller's companies, reusable as registrant, admin, tech or billing contact. */
export async function contactsRoutes(app: FastifyInstance) {
  const r = routes(app, { tag: 'domains', access: 'authenticated' })

  r.get(
    '/domains/contacts',
    'listDomainContacts',
    { query: DomainContactListQuerySchema, response: many(DomainContactSchema) },
    (ctx, { query }) => listContacts(ctx, query),
  )
  r.post(
    '/domains/contacts',
    'createDomainContact',
    {
      body: DomainContactInputSchema,
      response: one(DomainContactSchema),
      ...created,
    },
    (ctx, { body }) => createContact(ctx, body),
  )
  r.get('/domains/contacts/:id', 'getDomainContact', contact, (ctx, { params }) => getContact(ctx, params.id))
  r.put(
    '/domains/contacts/:id',
    'updateDomainContact',
    {
      ...contact,
      body: DomainContactInputSchema,
      ...updated,
    },
    (ctx, { params, body, version }) => updateContact(ctx, { id: params.id, version, body }),
  )
  r.delete(
    '/domains/contacts/:id',
    'deleteDomainContact',
    { params: DomainParamsSchema, response: noContent, problems: ['notFound', 'conflict'] },
    (ctx, { params }) => deleteContact(ctx, params.id),
  )
}
