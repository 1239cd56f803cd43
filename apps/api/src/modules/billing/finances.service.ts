import type { BillingDocument, DocumentListQuery } from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { Conflict, Forbidden, NotFound } from '../../lib/errors.ts'
import { notifyStaff } from '../notifications/notifications.service.ts'
import { billingTexts } from './billing.texts.ts'
import { auditDocument } from './documentAudit.ts'
import { listDocuments } from './documentList.repository.ts'
import { toDocument, todayOf } from './documents.mapper.ts'
import { findDocument, type LoadedDocument } from './documents.repository.ts'
import { decideQuote as saveDecision } from './documentWrites.repository.ts'
import { pdfOf } from './pdfFiles.service.ts'

/** An issued document of one of the caller's companies; drafts and foreign documents are 404. */
async function customerDocument(ctx: RequestContext, id: string): Promise<LoadedDocument> {
  const loaded = await findDocument(ctx, id, 'customer')
  if (!loaded) throw new NotFound(billingTexts.documentNotFound)
  return loaded
}

export async function listMyDocuments(ctx: RequestContext, query: DocumentListQuery) {
  return listDocuments(ctx, query, 'customer', todayOf(ctx))
}

export async function getMyDocument(ctx: RequestContext, id: string): Promise<BillingDocument> {
  return toDocument(await customerDocument(ctx, id), todayOf(ctx))
}

export async function myDocumentPdf(ctx: RequestContext, id: string) {
  const loaded = await customerDocument(ctx, id)
  return { pdf: await pdfOf(ctx, loaded), filename: `${loaded.row.number}.pdf` }
}

/** The customer's admins and billing users accept or decline an open quote before it expires. */
export async function decideQuote(
  ctx: RequestContext,
  { id, decision }: { id: string; decision: 'accept' | 'decline' },
): Promise<BillingDocument> {
  const loaded = await customerDocument(ctx, id)
  const role = ctx.memberships.find((m) => loaded.row.customer_id === m.company_id)?.role
  if (!ctx.isStaff && role !== 'admin' && role !== 'billing') throw new Forbidden(billingTexts.quoteDeciders)
  if (loaded.row.kind !== 'quote' || !['issued', 'sent'].includes(loaded.row.status))
    throw new Conflict(billingTexts.quoteNotOpen)
  if (loaded.row.valid_until && loaded.row.valid_until < todayOf(ctx))
    throw new Conflict(billingTexts.quoteExpired)
  const status = decision === 'accept' ? 'accepted' : 'declined'
  await ctx.transaction(async (tx) => {
    if (!(await saveDecision(tx, id, status))) throw new Conflict(billingTexts.quoteNotOpen)
    await auditDocument(tx, `quote.${status}`, id, loaded.row.customer_id)
    if (status === 'accepted')
      await notifyStaff(tx, {
        event: 'quote_accepted',
        key: `quote_accepted:${id}`,
        companyId: loaded.row.customer_id,
        subject: loaded.row.number ?? '',
        target: { kind: 'document', id },
        actorId: tx.user.id,
      })
  })
  return getMyDocument(ctx, id)
}
