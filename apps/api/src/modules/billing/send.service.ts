import type { BillingDocument } from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { BadRequest, Conflict } from '../../lib/errors.ts'
import { notifyCompany } from '../company/notifications.service.ts'
import { queueMail } from '../mail/mail.service.ts'
import { billingTexts } from './billing.texts.ts'
import { auditDocument } from './documentAudit.ts'
import { toDocument, todayOf } from './documents.mapper.ts'
import { customerOf, pdfKeyOf } from './documents.repository.ts'
import { reloadForStaff, staffDocument } from './documents.service.ts'
import { markSent } from './documentWrites.repository.ts'
import { pdfOf } from './pdfFiles.service.ts'
import type { EmailTemplateKey, Language } from './settings.repository.ts'
import { emailTemplate, renderTemplate } from './templates.service.ts'

export function documentLink(publicUrl: string, doc: Pick<BillingDocument, 'id' | 'kind'>) {
  return `${publicUrl}/finances/${doc.kind === 'quote' ? 'quotes' : 'invoices'}/${doc.id}`
}

/** Mails an issued document with its PDF through the mail adapter and records it on the history. */
export async function sendDocument(
  ctx: RequestContext,
  { id, body: input }: { id: string; body: { to?: string; subject?: string; body?: string } },
): Promise<BillingDocument> {
  const { publicUrl } = ctx.platform
  const loaded = await staffDocument(ctx, id)
  if (loaded.row.status === 'draft') throw new Conflict(billingTexts.issueBeforeSending)
  const customer = await customerOf(ctx, loaded.row)
  const to = input.to ?? customer?.billing_email
  if (!to) throw new BadRequest(billingTexts.noBillingEmail, [{ field: 'to', message: 'required' }])
  const doc = toDocument(loaded, todayOf(ctx))
  const pdf = await pdfOf(ctx, loaded)
  // The outbox refers to the issued PDF in the file store; only without a stored file does it keep the bytes.
  const key = await pdfKeyOf(ctx, id)
  const stored = key ? { file_key: key } : { base64: pdf.toString('base64') }
  const template = await emailTemplate(ctx, doc.kind, doc.language)
  const link = documentLink(publicUrl, doc)
  const subject = renderTemplate(input.subject ?? template.subject, doc, link)
  const text = renderTemplate(input.body ?? template.body, doc, link)
  await ctx.transaction(async (tx) => {
    const mailId = await queueMail(tx, {
      to,
      companyId: doc.customer_id,
      subject,
      text,
      attachments: [{ filename: `${doc.number}.pdf`, content_type: 'application/pdf', ...stored }],
    })
    // The customer's people who want to hear of new invoices get the message too (the link, no file).
    if (doc.kind === 'invoice')
      await notifyCompany(tx, doc.customer_id, 'invoice_new', () => ({ subject, text }), to)
    await markSent(tx, id)
    await auditDocument(tx, `${doc.kind}.sent`, id, doc.customer_id, { to, mail: mailId })
  })
  return reloadForStaff(ctx, id)
}

/** Fills the given (unsaved) template with a real document. */
export async function previewEmail(
  ctx: RequestContext,
  input: { document_id: string; subject: string; body: string },
) {
  const doc = toDocument(await staffDocument(ctx, input.document_id), todayOf(ctx))
  const link = documentLink(ctx.platform.publicUrl, doc)
  return { subject: renderTemplate(input.subject, doc, link), body: renderTemplate(input.body, doc, link) }
}

/** Sends the saved template, filled with a real document, to the signed-in user. */
export async function sendTestEmail(
  ctx: RequestContext,
  input: { key: EmailTemplateKey; language: Language; document_id: string },
) {
  const { publicUrl } = ctx.platform
  const doc = toDocument(await staffDocument(ctx, input.document_id), todayOf(ctx))
  const template = await emailTemplate(ctx, input.key, input.language)
  const to = ctx.user.email ?? ''
  const link = documentLink(publicUrl, doc)
  await queueMail(ctx, {
    to,
    subject: `[TEST] ${renderTemplate(template.subject, doc, link)}`,
    text: renderTemplate(template.body, doc, link),
  })
  return { to }
}
