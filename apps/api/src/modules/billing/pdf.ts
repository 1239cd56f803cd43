import type { BillingDocument } from '@portico/contracts'
import { toEurMinor } from '@portico/domain'
import { drawFooter, drawLogo, openPdf, pdfDate, pdfMoney, pdfPercent, pdfQuantity } from '../../lib/pdf.ts'
import { PDF_TEXT } from './pdfText.ts'

/**
 * The document as PDF (pdfkit, standard fonts: text stays selectable and searchable), with every
 * field a Dutch invoice needs: both parties' names, addresses, VAT ids and KvK, number, dates, lines,
 * VAT per rate (also in EUR), total, payment terms and IBAN, reverse charge text. Runs on the PDF
 * worker threads (system/pdfRenderer.ts), never on the thread that answers requests.
 */
export async function drawDocumentPdf(
  doc: BillingDocument,
  template: { accent_color: string; logo_png: string | null; footer_text: string | null },
): Promise<Buffer> {
  const t = PDF_TEXT[doc.language]
  const accent = template.accent_color
  const { pdf, done } = await openPdf(`${t[doc.kind]} ${doc.number ?? ''}`.trim())
  const m = (v: number) => pdfMoney(v, doc.currency, doc.language)

  drawLogo(pdf, template.logo_png?.split(',')[1] ?? null, { x: 50, y: 40, width: 140, height: 50 })
  const issuer = doc.issuer
  pdf.fontSize(9).fillColor('#333333')
  const issuerLines = [
    issuer?.name,
    issuer?.street,
    [issuer?.postal_code, issuer?.city].filter(Boolean).join(' '),
    issuer?.country,
    issuer?.vat_id ? `${t.vatId}: ${issuer.vat_id}` : null,
    issuer?.coc_number ? `${t.coc}: ${issuer.coc_number}` : null,
    issuer?.iban ? `IBAN: ${issuer.iban}${issuer.bic ? ` (BIC ${issuer.bic})` : ''}` : null,
    issuer?.email,
  ].filter(Boolean) as string[]
  pdf.text(issuerLines.join('\n'), 350, 45, { width: 200, align: 'right' })

  pdf
    .fontSize(20)
    .fillColor(accent)
    .text(`${t[doc.kind]}${doc.number ? ` ${doc.number}` : ''}`, 50, 150)
  pdf.moveDown(0.5).fontSize(10).fillColor('#000000')
  const customer = doc.customer
  const customerLines = [
    customer?.name ?? doc.customer_name,
    customer?.street,
    [customer?.postal_code, customer?.city].filter(Boolean).join(' '),
    customer?.country,
    customer?.vat_id ? `${t.vatId}: ${customer.vat_id}` : null,
  ].filter(Boolean) as string[]
  const top = pdf.y
  pdf.font('Helvetica-Bold').text(t.customer, 50, top).font('Helvetica').text(customerLines.join('\n'), 50)
  // The facts beside the customer start at the same height: what follows goes below the longer one.
  const customerBottom = pdf.y
  const facts: [string, string][] = [
    [t.number, doc.number ?? '-'],
    [t.date, pdfDate(doc.issue_date, doc.language)],
  ]
  if (doc.supply_date) facts.push([t.supplyDate, pdfDate(doc.supply_date, doc.language)])
  if (doc.kind === 'invoice') facts.push([t.dueDate, pdfDate(doc.due_date, doc.language)])
  if (doc.kind === 'quote') facts.push([t.validUntil, pdfDate(doc.valid_until, doc.language)])
  facts.forEach(([label, value], i) => {
    pdf.font('Helvetica-Bold').text(label, 330, top + i * 14, { width: 100 })
    pdf.font('Helvetica').text(value, 430, top + i * 14, { width: 120, align: 'right' })
  })
  pdf.y = Math.max(customerBottom, top + facts.length * 14) + 20
  if (doc.original_number) pdf.text(t.credits(doc.original_number), 50)

  const cols = [50, 290, 340, 420, 470]
  const row = (cells: string[], bold = false) => {
    if (pdf.y > 740) pdf.addPage()
    const y = pdf.y
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica')
    pdf.text(cells[0] ?? '', cols[0], y, { width: 235 })
    const bottom = pdf.y
    pdf.text(cells[1] ?? '', cols[1], y, { width: 45, align: 'right' })
    pdf.text(cells[2] ?? '', cols[2], y, { width: 75, align: 'right' })
    pdf.text(cells[3] ?? '', cols[3], y, { width: 45, align: 'right' })
    pdf.text(cells[4] ?? '', cols[4], y, { width: 80, align: 'right' })
    pdf.y = Math.max(bottom, y + 12) + 4
  }
  pdf.moveDown()
  row([t.description, t.quantity, t.unitPrice, t.vat, t.amount], true)
  pdf.moveTo(50, pdf.y).lineTo(550, pdf.y).strokeColor(accent).stroke()
  pdf.y += 4
  for (const line of doc.lines) {
    // A period the description does not name already (the portal's own lines do), in the PDF's dates.
    const named = line.period_start && line.description.includes(line.period_start)
    const period =
      line.period_start && !named
        ? ` (${pdfDate(line.period_start, doc.language)} - ${pdfDate(line.period_end, doc.language)})`
        : ''
    row([
      `${line.description}${period}`,
      pdfQuantity(line.quantity, doc.language),
      m(line.unit_price_minor),
      pdfPercent(doc.reverse_charge ? 0 : line.vat_rate_bp, doc.language),
      m(line.line_total_minor),
    ])
  }
  pdf.moveTo(50, pdf.y).lineTo(550, pdf.y).strokeColor('#999999').stroke()
  pdf.y += 8
  const total = (label: string, value: string, bold = false) => {
    const y = pdf.y
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(label, 300, y, { width: 165, align: 'right' })
    pdf.text(value, 470, y, { width: 80, align: 'right' })
    pdf.y = y + 15
  }
  total(t.subtotal, m(doc.subtotal_minor))
  for (const r of doc.vat_breakdown)
    total(t.vatOn(pdfPercent(r.rate_bp, doc.language), m(r.base_minor)), m(r.vat_minor))
  if (doc.currency !== 'EUR' && doc.eur_rate) {
    total(t.vatEur, pdfMoney(toEurMinor(doc.vat_minor, doc.eur_rate), 'EUR', doc.language))
  }
  total(t.total, m(doc.total_minor), true)
  pdf.moveDown()
  if (doc.reverse_charge) {
    pdf
      .font('Helvetica-Bold')
      .text(`${t.reverseCharge}${doc.customer?.vat_id ? ` - ${t.vatId} ${doc.customer.vat_id}` : ''}`, 50)
  }
  if (doc.kind === 'invoice' && issuer?.iban && doc.issue_date && doc.due_date) {
    const days = Math.round((Date.parse(doc.due_date) - Date.parse(doc.issue_date)) / 86_400_000)
    pdf.font('Helvetica').text(t.payment(`${days} ${t.days}`, issuer.iban, doc.number ?? ''), 50)
  }
  if (doc.notes) pdf.moveDown().font('Helvetica').text(doc.notes, 50)
  drawFooter(pdf, template.footer_text)
  pdf.end()
  return done
}

/** The worker's task: one document drawn with its template. */
export const drawDocumentTask = (task: {
  doc: BillingDocument
  template: Parameters<typeof drawDocumentPdf>[1]
}): Promise<Buffer> => drawDocumentPdf(task.doc, task.template)
