import type { BillingDocument } from '@portico/contracts'
import { drawDocumentPdf } from './pdf.ts'

/** A PDF worker thread's task (see pdfRenderer.ts): one document drawn with its template. */
export default function draw(task: {
  doc: BillingDocument
  template: Parameters<typeof drawDocumentPdf>[1]
}): Promise<Buffer> {
  return drawDocumentPdf(task.doc, task.template)
}
