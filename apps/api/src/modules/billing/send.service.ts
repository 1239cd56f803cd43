import type { BillingDocument } from '@portico/contracts'
import { eq, sql } from 'drizzle-orm'
import type { Mailer } from '../../adapters/mail.ts'
import type { RequestContext } from '../../auth/context.ts'
import type { Db } from '../../db/client.ts'
import { companies, documents } from '../../db/schema/index.ts'
import { audit } from '../../lib/audit.ts'
import { BadRequest, Conflict } from '../../lib/errors.ts'
import { loadDocument, toDocument } from './documents.repository.ts'
import { staffDocument, storePdf } from './documents.service.ts'
import { emailTemplate, renderTemplate } from './templates.service.ts'

export type SendDeps = { db: Db; mailer: Mailer; publicUrl: string }

export function documentLink(publicUrl: string, doc: Pick<BillingDocument, 'id' | 'kind'>) {
  return `${publicUrl}/finances/${doc.kind === 'quote' ? 'quotes' : 'invoices'}/${doc.id}`
}

/** Mails an issued document with its PDF through the mail adapter and records it on the history. */
export async function sendDocument(
  deps: SendDeps,
  ctx: RequestContext,
  id: string,
  input: { to?: string; subject?: string; body?: string },
): Promise<BillingDocument> {
  const loaded = await staffDocument(deps.db, ctx, id)
  if (loaded.row.status === 'draft') throw new Conflict('Issue the document before sending it.')
  const [customer] = await deps.db.select().from(companies).where(eq(companies.id, loaded.row.customer_id))
  const to = input.to ?? customer?.billing_email
  if (!to)
    throw new BadRequest('The customer has no billing e-mail; give an address.', [
      { field: 'to', message: 'required' },
    ])
  const doc = toDocument(loaded)
  const pdf = await storePdf(deps.db, loaded)
  const template = await emailTemplate(deps.db, loaded.row.issuer_id, doc.kind, doc.language)
  const link = documentLink(deps.publicUrl, doc)
  const mailId = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db
    const id$ = await deps.mailer.enqueue(tx, {
      to,
      companyId: doc.customer_id,
      subject: renderTemplate(input.subject ?? template.subject, doc, link),
      text: renderTemplate(input.body ?? template.body, doc, link),
      attachments: [
        { filename: `${doc.number}.pdf`, content_type: 'application/pdf', base64: pdf.toString('base64') },
      ],
    })
    await tx
      .update(documents)
      .set({
        status: sql`case when ${documents.status} = 'issued' then 'sent' else ${documents.status} end`,
        sent_at: new Date(),
        updated_at: new Date(),
      })
      .where(eq(documents.id, id))
    await audit(
      { ...ctx, db: tx },
      {
        action: `${doc.kind}.sent`,
        entity: 'document',
        entity_id: id,
        company_id: doc.customer_id,
        after: { to, mail: id$ },
      },
    )
    return id$
  })
  await deps.mailer.deliver(deps.db, mailId)
  return toDocument((await loadDocument(deps.db, id)) ?? loaded)
}
