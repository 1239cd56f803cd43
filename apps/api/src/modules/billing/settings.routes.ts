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
import { previewEmail, sendTestEmail } from './send.service.ts'
import { getSettings, saveSettings } from './settings.service.ts'
import {
  documentTemplate,
  emailTemplate,
  listDocumentTemplates,
  listEmailTemplates,
  saveDocumentTemplate,
  saveEmailTemplate,
} from './templates.service.ts'

const TemplateParams = z.strictObject({ key: EmailTemplateKeySchema, language: LocaleSchema })
const LanguageParams = z.strictObject({ language: LocaleSchema })
const problems = { ...authProblems, 404: ProblemSchema, 412: ProblemSchema, 428: ProblemSchema }
const EmailTemplateResponse = z.object({ data: EmailTemplateSchema.extend({ custom: z.boolean() }) })

/** Billing settings, e-mail templates (with preview and test mail) and PDF layouts, for staff. */
export async function billingSettingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
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
      const settings = await getSettings(req.ctx)
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
      const settings = await saveSettings(req.ctx, { version: expectedVersion(req), body: req.body })
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
    async (req) => listEmailTemplates(req.ctx),
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
      data: await emailTemplate(req.ctx, req.params.key, req.params.language),
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
      data: await saveEmailTemplate(req.ctx, {
        ...req.params,
        version: expectedVersion(req),
        body: req.body,
      }),
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
    async (req) => previewEmail(req.ctx, req.body),
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
    async (req) => sendTestEmail(req.ctx, { ...req.params, document_id: req.body.document_id }),
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
    async (req) => ({ data: await listDocumentTemplates(req.ctx) }),
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
      data: await documentTemplate(req.ctx, req.params.language),
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
      data: await saveDocumentTemplate(req.ctx, {
        language: req.params.language,
        version: expectedVersion(req),
        body: req.body,
      }),
    }),
  )
}
