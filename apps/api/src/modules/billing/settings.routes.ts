import {
  BillingSettingsSchema,
  DocumentTemplateInputSchema,
  DocumentTemplateSchema,
  EmailTemplateInputSchema,
  EmailTemplateKeySchema,
  EmailTemplateSchema,
  LocaleSchema,
} from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { many, one, routes } from '../../lib/route.ts'
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
const problems = ['notFound', 'ifMatch'] as const
const EmailTemplate = EmailTemplateSchema.extend({ custom: z.boolean() })
const Settings = BillingSettingsSchema.extend({ version: z.number().int() })

/** Billing settings, e-mail templates (with preview and test mail) and PDF layouts, for staff. */
export async function billingSettingsRoutes(app: FastifyInstance) {
  const r = routes(app, { tag: 'billing settings', access: 'issuer' })
  r.get('/billing/settings', 'getBillingSettings', { response: one(Settings), etag: true }, getSettings)
  r.put(
    '/billing/settings',
    'updateBillingSettings',
    { body: BillingSettingsSchema, response: one(Settings), problems, etag: true },
    (ctx, { body, version }) => saveSettings(ctx, { version, body }),
  )
  r.get(
    '/billing/settings/emails',
    'listEmailTemplates',
    { response: z.object({ data: z.array(EmailTemplate), merge_fields: z.array(z.string()) }) },
    listEmailTemplates,
  )
  r.get(
    '/billing/settings/emails/:key/:language',
    'getEmailTemplate',
    { params: TemplateParams, response: one(EmailTemplate) },
    (ctx, { params }) => emailTemplate(ctx, params.key, params.language),
  )
  r.put(
    '/billing/settings/emails/:key/:language',
    'saveEmailTemplate',
    {
      description: 'If-Match: W/"0" saves the first own version over the built-in one.',
      params: TemplateParams,
      body: EmailTemplateInputSchema,
      response: one(EmailTemplate),
      problems,
    },
    (ctx, { params, body, version }) => saveEmailTemplate(ctx, { ...params, version, body }),
  )
  r.post(
    '/billing/settings/emails/:key/:language/preview',
    'previewEmailTemplate',
    {
      description: 'Fills the given (unsaved) template with a real document.',
      params: TemplateParams,
      body: EmailTemplateInputSchema.extend({ document_id: z.uuid() }),
      response: z.object({ subject: z.string(), body: z.string() }),
      problems,
    },
    (ctx, { body }) => previewEmail(ctx, body),
  )
  r.post(
    '/billing/settings/emails/:key/:language/test',
    'sendTestEmail',
    {
      description: 'Sends the template, filled with a real document, to the signed-in user.',
      params: TemplateParams,
      body: z.strictObject({ document_id: z.uuid() }),
      response: z.object({ to: z.string() }),
      problems,
    },
    (ctx, { params, body }) => sendTestEmail(ctx, { ...params, document_id: body.document_id }),
  )
  r.get(
    '/billing/settings/documents',
    'listDocumentTemplates',
    { response: many(DocumentTemplateSchema) },
    listDocumentTemplates,
  )
  r.get(
    '/billing/settings/documents/:language',
    'getDocumentTemplate',
    { params: LanguageParams, response: one(DocumentTemplateSchema) },
    (ctx, { params }) => documentTemplate(ctx, params.language),
  )
  r.put(
    '/billing/settings/documents/:language',
    'saveDocumentTemplate',
    {
      params: LanguageParams,
      body: DocumentTemplateInputSchema,
      response: one(DocumentTemplateSchema),
      problems,
    },
    (ctx, { params, body, version }) =>
      saveDocumentTemplate(ctx, { language: params.language, version, body }),
  )
}
