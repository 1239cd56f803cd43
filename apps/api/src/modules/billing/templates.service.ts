import type { BillingDocument } from '@portico/contracts'
import { currencyExponent } from '@portico/domain'
import { and, eq, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import type { Db } from '../../db/client.ts'
import { documentTemplates, emailTemplates } from '../../db/schema/index.ts'
import { audit } from '../../lib/audit.ts'
import { PreconditionFailed } from '../../lib/errors.ts'

type Key = 'invoice' | 'quote' | 'credit_note' | 'reminder'
type Lang = 'en' | 'nl'

/** Built-in templates; a provider's own version replaces one (and an upgrade never touches it). */
const DEFAULTS: Record<Lang, Record<Key, { subject: string; body: string }>> = {
  en: {
    invoice: {
      subject: 'Invoice {{document.number}} from {{issuer.name}}',
      body: 'Dear {{customer.name}},\n\nPlease find attached invoice {{document.number}} for {{document.total}}, due on {{document.due_date}}.\nYou can also view it at {{document.link}}.\n\nKind regards,\n{{issuer.name}}',
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
      body: 'Dear {{customer.name}},\n\nInvoice {{document.number}} for {{document.total}} was due on {{document.due_date}}. Please pay it at your earliest convenience.\n\nKind regards,\n{{issuer.name}}',
    },
  },
  nl: {
    invoice: {
      subject: 'Factuur {{document.number}} van {{issuer.name}}',
      body: 'Beste {{customer.name}},\n\nBijgaand factuur {{document.number}} van {{document.total}}, te betalen vóór {{document.due_date}}.\nU kunt deze ook bekijken op {{document.link}}.\n\nMet vriendelijke groet,\n{{issuer.name}}',
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
      body: 'Beste {{customer.name}},\n\nFactuur {{document.number}} van {{document.total}} verviel op {{document.due_date}}. Wilt u deze zo spoedig mogelijk betalen?\n\nMet vriendelijke groet,\n{{issuer.name}}',
    },
  },
}

export async function emailTemplate(db: Db, issuerId: string, key: Key, language: Lang) {
  const [own] = await db
    .select()
    .from(emailTemplates)
    .where(
      and(
        eq(emailTemplates.company_id, issuerId),
        eq(emailTemplates.key, key),
        eq(emailTemplates.language, language),
      ),
    )
  return own
    ? { key, language, subject: own.subject, body: own.body, version: own.version, custom: true }
    : { key, language, ...DEFAULTS[language][key], version: 0, custom: false }
}

export async function saveEmailTemplate(
  db: Db,
  ctx: RequestContext,
  issuerId: string,
  key: Key,
  language: Lang,
  version: number,
  input: { subject: string; body: string },
) {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db
    if (version === 0) {
      const inserted = await tx
        .insert(emailTemplates)
        .values({ company_id: issuerId, key, language, ...input })
        .onConflictDoNothing()
        .returning()
      if (!inserted.length) throw new PreconditionFailed()
    } else {
      const [row] = await tx
        .update(emailTemplates)
        .set({ ...input, version: sql`${emailTemplates.version} + 1`, updated_at: new Date() })
        .where(
          and(
            eq(emailTemplates.company_id, issuerId),
            eq(emailTemplates.key, key),
            eq(emailTemplates.language, language),
            eq(emailTemplates.version, version),
          ),
        )
        .returning()
      if (!row) throw new PreconditionFailed()
    }
    await audit(
      { ...ctx, db: tx },
      {
        action: 'billing.email_template_saved',
        entity: 'email_template',
        entity_id: `${key}/${language}`,
        company_id: issuerId,
        after: input,
      },
    )
  })
  return emailTemplate(db, issuerId, key, language)
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
    'issuer.name': doc.issuer?.name ?? '',
  }
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => fields[name] ?? whole)
}

export async function documentTemplate(db: Db, issuerId: string, language: Lang) {
  const [row] = await db
    .select()
    .from(documentTemplates)
    .where(and(eq(documentTemplates.company_id, issuerId), eq(documentTemplates.language, language)))
  return {
    language,
    logo_png: row?.logo_png ?? null,
    accent_color: row?.accent_color ?? '#1c64c8',
    footer_text: row?.footer_text ?? null,
    version: row?.version ?? 0,
  }
}

export async function saveDocumentTemplate(
  db: Db,
  ctx: RequestContext,
  issuerId: string,
  language: Lang,
  version: number,
  input: { logo_png: string | null; accent_color: string; footer_text: string | null },
) {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db
    const [row] =
      version === 0
        ? await tx
            .insert(documentTemplates)
            .values({ company_id: issuerId, language, ...input })
            .onConflictDoNothing()
            .returning()
        : await tx
            .update(documentTemplates)
            .set({ ...input, version: sql`${documentTemplates.version} + 1`, updated_at: new Date() })
            .where(
              and(
                eq(documentTemplates.company_id, issuerId),
                eq(documentTemplates.language, language),
                eq(documentTemplates.version, version),
              ),
            )
            .returning()
    if (!row) throw new PreconditionFailed()
    await audit(
      { ...ctx, db: tx },
      {
        action: 'billing.document_template_saved',
        entity: 'document_template',
        entity_id: language,
        company_id: issuerId,
        after: { ...input, logo_png: input.logo_png ? '(png)' : null },
      },
    )
  })
  return documentTemplate(db, issuerId, language)
}
