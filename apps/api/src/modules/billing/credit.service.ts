import type { RequestContext } from '../../auth/context.ts'
import { render, type Text } from '../../lib/texts.ts'
import { createCreditNote } from './conversions.service.ts'
import { getDocument } from './documents.service.ts'
import { issueDocument } from './issue.service.ts'

/**
 * Credits an invoice that is still open (issued, sent or partly paid) with an issued credit note for
 * the whole invoice, so that dunning stops chasing it; the credit note's id. A paid invoice is left
 * alone (null): a refund is a staff decision.
 */
export async function creditOpenInvoice(tx: RequestContext, invoiceId: string, notes: Text) {
  const invoice = await getDocument(tx, invoiceId)
  if (!['issued', 'sent', 'partially_paid'].includes(invoice.status)) return null
  const draft = await createCreditNote(tx, {
    id: invoiceId,
    body: { notes: render(notes, invoice.language) },
  })
  return (await issueDocument(tx, draft.id)).id
}
