import {
  type BillingDocument,
  EMAIL_MERGE_FIELDS,
  EmailTemplateKeySchema,
  LocaleSchema,
} from '@portico/contracts'
import { currencyExponent } from '@portico/domain'
import type { RequestContext } from '../../auth/context.ts'
import { audit } from '../../lib/audit.ts'
import { PreconditionFailed } from '../../lib/errors.ts'
import {
  findDocumentTemplate,
  findEmailTemplate,
  type EmailTemplateKey as Key,
  type Language as Lang,
  writeDocumentTemplate,
  writeEmailTemplate,
} from './settings.repository.ts'
import { billingIssuer } from './settings.service.ts'

/** Built-in templates; a provider's own version replaces one (and an upgrade never touches it). */
const DEFAULTS: Record<Lang, Record<Key, { subject: string; body: string }>> = {
  en: {
    invoice: {
      subject: 'Invoice {{document.number}} from {{issuer.name}}',
      body: 'Dear {{customer.name}},\n\nPlease find attached invoice {{document.number}} for {{document.total}}, due on {{document.due_date}}.\nView and pay it online at {{document.pay_link}}.\n\nKind regards,\n{{issuer.name}}',
    },
    quote: {
      subject: 'Quote {{document.number}} from {{issuer.name}}',
      body: 'Dear {{customer.name}},\n\nPlease find attached quote {{document.number}} for {{document.total}}.\nAccept or decline it at {{document.link}}.\n\nKind regards,\n{{issuer.name}}',
    },
    credit_note: {
      subject: 'Credit note {{document.number}} from {{issuer.name}}',
      body: 'Dear {{customer.name}},\n\nPlease find attached credit note {{document.number}} for {{document.total}}.\n\nKind regards,\n{{issuer.name}}',
    },
    reminder: {
      subject: 'Reminder: invoice {{document.number}} is overdue',
      body: 'Dear {{customer.name}},\n\nInvoice {{document.number}} for {{document.total}} was due on {{document.due_date}}. Please pay it at your earliest convenience, online at {{document.pay_link}}.\n\nKind regards,\n{{issuer.name}}',
    },
  },
  nl: {
    invoice: {
      subject: 'Factuur {{document.number}} van {{issuer.name}}',
      body: 'Beste {{customer.name}},\n\nBijgaand factuur {{document.number}} van {{document.total}}, te betalen vóór {{document.due_date}}.\nU kunt deze ook bekijken en online betalen op {{document.pay_link}}.\n\nMet vriendelijke groet,\n{{issuer.name}}',
    },
    quote: {
      subject: 'Offerte {{document.number}} van {{issuer.name}}',
      body: 'Beste {{customer.name}},\n\nBijgaand offerte {{document.number}} van {{document.total}}.\nU kunt deze accepteren of afwijzen op {{document.link}}.\n\nMet vriendelijke groet,\n{{issuer.name}}',
    },
    credit_note: {
      subject: 'Creditnota {{document.number}} van {{issuer.name}}',
      body: 'Beste {{customer.name}},\n\nBijgaand creditnota {{document.number}} van {{document.total}}.\n\nMet vriendelijke groet,\n{{issuer.name}}',
    },
    reminder: {
      subject: 'Herinnering: factuur {{document.number}} is vervallen',
      body: 'Beste {{customer.name}},\n\nFactuur {{document.number}} van {{document.total}} verviel op {{document.due_date}}. Wilt u deze zo spoedig mogelijk betalen? Dat kan online op {{document.pay_link}}.\n\nMet vriendelijke groet,\n{{issuer.name}}',
    },
  },
}

export async function emailTemplate(ctx: RequestContext, key: Key, language: Lang) {
  const own = await findEmailTemplate(ctx, billingIssuer(ctx), key, language)
  return own
    ? { key, language, subject: own.subject, body: own.body, version: own.version, custom: true }
    : { key, language, ...DEFAULTS[language][key], version: 0, custom: false }
}

/** Every e-mail template in both languages, the provider's own where it has one. */
export async function listEmailTemplates(ctx: RequestContext) {
  const data = []
  for (const key of EmailTemplateKeySchema.options)
    for (const language of LocaleSchema.options) data.push(await emailTemplate(ctx, key, language))
  return { data, merge_fields: [...EMAIL_MERGE_FIELDS] }
}

export async function saveEmailTemplate(
  ctx: RequestContext,
  input: { key: Key; language: Lang; version: number; body: { subject: string; body: string } },
) {
  const providerId = billingIssuer(ctx)
  const { key, language, version, body } = input
  await ctx.transaction(async (tx) => {
    if (!(await writeEmailTemplate(tx, { providerId, key, language, version }, body)))
      throw new PreconditionFailed()
    await audit(tx, {
      action: 'billing.email_template_saved',
      entity: 'email_template',
      entity_id: `${key}/${language}`,
      company_id: providerId,
      after: body,
    })
  })
  return emailTemplate(ctx, key, language)
}

/** Fills merge fields; an unknown field stays as written, so a custom template never breaks. */
export function renderTemplate(text: string, doc: BillingDocument, link: string): string {
  const money = new Intl.NumberFormat(doc.language === 'nl' ? 'nl-NL' : 'en-GB', {
    style: 'currency',
    currency: doc.currency,
  })
  const kinds = {
    en: { invoice: 'invoice', quote: 'quote', credit_note: 'credit note' },
    nl: { invoice: 'factuur', quote: 'offerte', credit_note: 'creditnota' },
  }
  const fields: Record<string, string> = {
    'customer.name': doc.customer?.name ?? doc.customer_name,
    'document.number': doc.number ?? '',
    'document.kind': kinds[doc.language][doc.kind],
    'document.total': money.format(doc.total_minor / 10 ** currencyExponent(doc.currency)),
    'document.due_date': doc.due_date ?? doc.valid_until ?? '',
    'document.link': link,
    // The invoice's page with its "Pay now" button in view.
    'document.pay_link': doc.kind === 'invoice' ? `${link}?pay=1` : link,
    'issuer.name': doc.issuer?.name ?? '',
  }
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => fields[name] ?? whole)
}

/** A provider's PDF layout in one language (the caller's provider unless another issued the document). */
export async function documentTemplate(
  ctx: RequestContext,
  language: Lang,
  providerId: string = billingIssuer(ctx),
) {
  const row = await findDocumentTemplate(ctx, providerId, language)
  return {
    language,
    logo_png: row?.logo_png ?? null,
    accent_color: row?.accent_color ?? '#1c64c8',
    footer_text: row?.footer_text ?? null,
    version: row?.version ?? 0,
  }
}

export async function listDocumentTemplates(ctx: RequestContext) {
  return [await documentTemplate(ctx, 'en'), await documentTemplate(ctx, 'nl')]
}

export async function saveDocumentTemplate(
  ctx: RequestContext,
  input: {
    language: Lang
    version: number
    body: { logo_png: string | null; accent_color: string; footer_text: string | null }
  },
) {
  const providerId = billingIssuer(ctx)
  const { language, version, body } = input
  await ctx.transaction(async (tx) => {
    if (!(await writeDocumentTemplate(tx, { providerId, language, version }, body)))
      throw new PreconditionFailed()
    await audit(tx, {
      action: 'billing.document_template_saved',
      entity: 'document_template',
      entity_id: language,
      company_id: providerId,
      after: { ...body, logo_png: body.logo_png ? '(png)' : null },
    })
  })
  return documentTemplate(ctx, language)
}
