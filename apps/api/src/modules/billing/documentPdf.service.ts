import type { RequestContext } from '../../auth/context.ts'
import { toDocument, todayOf } from './documents.mapper.ts'
import { type LoadedDocument, storedPdf } from './documents.repository.ts'
import { staffDocument } from './documents.service.ts'
import { savePdf } from './documentWrites.repository.ts'
import { renderDocumentPdf } from './pdf.ts'
import { documentTemplate } from './templates.service.ts'

/** The PDF is rendered once from the frozen document and stored; it never changes afterwards. */
export async function pdfOf(ctx: RequestContext, loaded: LoadedDocument): Promise<Buffer> {
  const stored = await storedPdf(ctx, loaded.row.id)
  if (stored) return Buffer.from(stored, 'base64')
  const template = await documentTemplate(ctx, loaded.row.language, loaded.row.issuer_id)
  const pdf = await renderDocumentPdf(toDocument(loaded, todayOf(ctx)), template)
  if (loaded.row.status !== 'draft') await savePdf(ctx, loaded.row.id, pdf.toString('base64'))
  return pdf
}

/** Staff see drafts too (rendered each time, never stored). */
export async function staffDocumentPdf(ctx: RequestContext, id: string) {
  const loaded = await staffDocument(ctx, id)
  return {
    pdf: await pdfOf(ctx, loaded),
    filename: `${loaded.row.number ?? `draft-${loaded.row.id.slice(0, 8)}`}.pdf`,
  }
}
