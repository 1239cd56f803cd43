import {
  BillingSettingsResponseSchema,
  BillingSettingsSchema,
  DocumentTemplateInputSchema,
  DocumentTemplateSchema,
  EmailTemplateInputSchema,
  EmailTemplateKeySchema,
  EmailTemplateSchema,
  LocaleSchema,
  ProblemSchema,
} from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { expectedVersion, sendWithEtag } from '../../lib/concurrency.ts'
import { authProblems, bearer } from '../../lib/routeSchema.ts'
import { loadDocument, toDocument } from './documents.repository.ts'
import { staffDocument } from './documents.service.ts'
import { documentLink, type SendDeps } from './send.service.ts'
import { issuerOf, loadSettings, saveSettings, toSettings } from './settings.service.ts'
import {
  documentTemplate,
  emailTemplate,
  renderTemplate,
  saveDocumentTemplate,
  saveEmailTemplate,
} from './templates.service.ts'

const TemplateParams = z.strictObject({ key: EmailTemplateKeySchema, language: LocaleSchema })
const LanguageParams = z.strictObject({ language: LocaleSchema })
const problems = { ...authProblems, 404: ProblemSchema, 412: ProblemSchema, 428: ProblemSchema }
const EmailTemplateResponse = z.object({ data: EmailTemplateSchema.extend({ custom: z.boolean() }) })

/** Billing settings, e-mail templates (with preview and test mail) and PDF layouts, for staff. */
export async function billingSettingsRoutes(app: FastifyInstance, deps: SendDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { db } = deps
  const tags = ['billing settings']
  const config = { access: 'staff' as const }

  r.get(
    '/billing/settings',
    {
      config,
      schema: {
        tags,
        operationId: 'getBillingSettings',
        security: bearer,
        response: { 200: BillingSettingsResponseSchema, ...authProblems },
      },
    },
    async (req, reply) => {
      const settings = toSettings(await loadSettings(db, issuerOf(req.ctx)))
      return sendWithEtag(reply, settings.version, { data: settings })
    },
  )
  r.put(
    '/billing/settings',
    {
      config,
      schema: {
        tags,
        operationId: 'updateBillingSettings',
        security: bearer,
        body: BillingSettingsSchema,
        response: { 200: BillingSettingsResponseSchema, ...problems },
      },
    },
    async (req, reply) => {
      await loadSettings(db, issuerOf(req.ctx))
      const settings = await saveSettings(db, req.ctx, expectedVersion(req), req.body)
      return sendWithEtag(reply, settings.version, { data: settings })
    },
  )
  r.get(
    '/billing/settings/emails',
    {
      config,
      schema: {
        tags,
        operationId: 'listEmailTemplates',
        security: bearer,
        response: {
          200: z.object({
            data: z.array(EmailTemplateSchema.extend({ custom: z.boolean() })),
            merge_fields: z.array(z.string()),
          }),
          ...authProblems,
        },
      },
    },
    async (req) => {
      const issuer = issuerOf(req.ctx)
      const data = []
      for (const key of EmailTemplateKeySchema.options)
        for (const language of LocaleSchema.options) data.push(await emailTemplate(db, issuer, key, language))
      return {
        data,
        merge_fields: [
          'customer.name',
          'document.number',
          'document.kind',
          'document.total',
          'document.due_date',
          'document.link',
          'issuer.name',
        ],
      }
    },
  )
  r.get(
    '/billing/settings/emails/:key/:language',
    {
      config,
      schema: {
        tags,
        operationId: 'getEmailTemplate',
        security: bearer,
        params: TemplateParams,
        response: { 200: EmailTemplateResponse, ...authProblems },
      },
    },
    async (req) => ({
      data: await emailTemplate(db, issuerOf(req.ctx), req.params.key, req.params.language),
    }),
  )
  r.put(
    '/billing/settings/emails/:key/:language',
    {
      config,
      schema: {
        tags,
        operationId: 'saveEmailTemplate',
        description: 'If-Match: W/"0" saves the first own version over the built-in one.',
        security: bearer,
        params: TemplateParams,
        body: EmailTemplateInputSchema,
        response: { 200: EmailTemplateResponse, ...problems },
      },
    },
    async (req) => ({
      data: await saveEmailTemplate(
        db,
        req.ctx,
        issuerOf(req.ctx),
        req.params.key,
        req.params.language,
        expectedVersion(req),
        req.body,
      ),
    }),
  )
  r.post(
    '/billing/settings/emails/:key/:language/preview',
    {
      config,
      schema: {
        tags,
        operationId: 'previewEmailTemplate',
        description: 'Fills the given (unsaved) template with a real document.',
        security: bearer,
        params: TemplateParams,
        body: EmailTemplateInputSchema.extend({ document_id: z.uuid() }),
        response: { 200: z.object({ subject: z.string(), body: z.string() }), ...problems },
      },
    },
    async (req) => {
      const doc = toDocument(await staffDocument(db, req.ctx, req.body.document_id))
      const link = documentLink(deps.publicUrl, doc)
      return {
        subject: renderTemplate(req.body.subject, doc, link),
        body: renderTemplate(req.body.body, doc, link),
      }
    },
  )
  r.post(
    '/billing/settings/emails/:key/:language/test',
    {
      config,
      schema: {
        tags,
        operationId: 'sendTestEmail',
        description: 'Sends the template, filled with a real document, to the signed-in user.',
        security: bearer,
        params: TemplateParams,
        body: z.strictObject({ document_id: z.uuid() }),
        response: { 200: z.object({ to: z.string() }), ...problems },
      },
    },
    async (req) => {
      const loaded = await staffDocument(db, req.ctx, req.body.document_id)
      const doc = toDocument((await loadDocument(db, loaded.row.id)) ?? loaded)
      const template = await emailTemplate(db, issuerOf(req.ctx), req.params.key, req.params.language)
      const to = req.ctx.user.email ?? ''
      const link = documentLink(deps.publicUrl, doc)
      const id = await deps.mailer.enqueue(db, {
        to,
        subject: `[TEST] ${renderTemplate(template.subject, doc, link)}`,
        text: renderTemplate(template.body, doc, link),
      })
      await deps.mailer.deliver(db, id)
      return { to }
    },
  )
  r.get(
    '/billing/settings/documents',
    {
      config,
      schema: {
        tags,
        operationId: 'listDocumentTemplates',
        security: bearer,
        response: { 200: z.object({ data: z.array(DocumentTemplateSchema) }), ...authProblems },
      },
    },
    async (req) => ({
      data: [
        await documentTemplate(db, issuerOf(req.ctx), 'en'),
        await documentTemplate(db, issuerOf(req.ctx), 'nl'),
      ],
    }),
  )
  r.get(
    '/billing/settings/documents/:language',
    {
      config,
      schema: {
        tags,
        operationId: 'getDocumentTemplate',
        security: bearer,
        params: LanguageParams,
        response: { 200: z.object({ data: DocumentTemplateSchema }), ...authProblems },
      },
    },
    async (req) => ({
      data: await documentTemplate(db, issuerOf(req.ctx), req.params.language),
    }),
  )
  r.put(
    '/billing/settings/documents/:language',
    {
      config,
      schema: {
        tags,
        operationId: 'saveDocumentTemplate',
        security: bearer,
        params: LanguageParams,
        body: DocumentTemplateInputSchema,
        response: { 200: z.object({ data: DocumentTemplateSchema }), ...problems },
      },
    },
    async (req) => ({
      data: await saveDocumentTemplate(
        db,
        req.ctx,
        issuerOf(req.ctx),
        req.params.language,
        expectedVersion(req),
        req.body,
      ),
    }),
  )
}
