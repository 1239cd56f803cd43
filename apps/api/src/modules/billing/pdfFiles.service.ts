import type { FileStore } from '../../adapters/files.ts'
import { newFileKey } from '../../adapters/files.ts'
import type { RequestContext } from '../../auth/context.ts'
import { renderPdf } from '../../system/pdfRenderer.ts'
import { brandedTemplate } from './branded.service.ts'
import { toDocument, todayOf } from './documents.mapper.ts'
import { type LoadedDocument, legacyPdf, legacyPdfs, pdfKeyOf } from './documents.repository.ts'
import { staffDocument } from './documents.service.ts'
import { setPdfKey } from './documentWrites.repository.ts'
import { documentTemplate } from './templates.service.ts'

/**
 * Puts an issued document's PDF in the file store under a fresh key and records the key, once.
 * When another request won the race, its file stays and ours is removed: the key names the winner.
 */
async function keep(
  ctx: Pick<RequestContext, 'db'>,
  files: FileStore,
  doc: { id: string; issuer_id: string },
  pdf: Buffer,
): Promise<boolean> {
  const key = newFileKey(`billing/${doc.issuer_id}`, doc.id, 'pdf')
  await files.put(key, pdf, 'application/pdf')
  if (await setPdfKey(ctx, doc.id, key)) return true
  await files.delete(key)
  return false
}

/**
 * The document's PDF. An issued one is rendered once from the frozen document and kept in the file
 * store; later calls read that file. Drafts are rendered each time and never kept.
 */
export async function pdfOf(ctx: RequestContext, loaded: LoadedDocument): Promise<Buffer> {
  const { files } = ctx.platform
  const { row } = loaded
  if (row.pdf_key) {
    const stored = await files.get(row.pdf_key)
    if (stored) return stored
  }
  const legacy = row.pdf_key ? null : await legacyPdf(ctx, row.id)
  if (legacy) {
    const pdf = Buffer.from(legacy, 'base64')
    await keep(ctx, files, row, pdf)
    return pdf
  }
  const template = await brandedTemplate(
    ctx,
    row.customer_id,
    await documentTemplate(ctx, row.language, row.issuer_id),
  )
  const doc = toDocument(loaded, todayOf(ctx))
  const pdf = await renderPdf('document', { doc, template })
  if (row.status === 'draft' || row.pdf_key) return pdf
  await keep(ctx, files, row, pdf)
  const key = await pdfKeyOf(ctx, row.id)
  return (key && (await files.get(key))) || pdf
}

/** Staff see drafts too (rendered each time, never stored). */
export async function staffDocumentPdf(ctx: RequestContext, id: string) {
  const loaded = await staffDocument(ctx, id)
  return {
    pdf: await pdfOf(ctx, loaded),
    filename: `${loaded.row.number ?? `draft-${loaded.row.id.slice(0, 8)}`}.pdf`,
  }
}

/**
 * Moves PDFs stored in the documents table (before the file store) into it, in batches. Safe to run
 * twice and on several instances at once: a document whose key is already set is left alone.
 */
export async function moveLegacyPdfs(ctx: Pick<RequestContext, 'db'>, files: FileStore): Promise<number> {
  let moved = 0
  for (;;) {
    const batch = await legacyPdfs(ctx, 20)
    let progress = false
    for (const doc of batch) {
      if (doc.pdf && (await keep(ctx, files, doc, Buffer.from(doc.pdf, 'base64')))) moved += 1
      progress = true
    }
    if (!progress) return moved
  }
}
