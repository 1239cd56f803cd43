/**
 * Every area's PDF drawings, one line each: a PDF worker thread runs one by name
 * (`renderPdf(name, task)` in pdfRenderer.ts), never the thread that answers requests.
 */
export { drawDocumentTask as document } from '../modules/billing/pdf.ts'
export { drawContractsTask as contracts } from '../modules/company/contractsPdf.ts'
