import type { CompanyContracts } from '@portico/contracts'
import { drawFooter, drawLogo, openPdf, pdfDate, pdfMoney } from '../../lib/pdf.ts'

const TEXT = {
  en: {
    title: 'Contract summary',
    asOf: (date: string) => `As of ${date}`,
    service: 'Service',
    billing: 'Billing',
    term: 'Minimum term',
    notice: 'Notice',
    renews: 'Renews on',
    cancelBy: 'Cancel by',
    period: { P1M: 'monthly', P3M: 'quarterly', P1Y: 'yearly', P2Y: 'every 2 years', P3Y: 'every 3 years' },
    months: (n: number) => (n === 0 ? 'none' : `${n} months`),
    committedUntil: (date: string) => `until ${date}`,
    days: (n: number) => `${n} days`,
    ends: (date: string) => `Ends on ${date}`,
    monthly: 'Average per month, excluding VAT',
    none: 'No running contracts.',
    rule: 'After the minimum term a contract renews per billing period. A notice received by the "cancel by" date ends it on the renewal date.',
  },
  nl: {
    title: 'Contractoverzicht',
    asOf: (date: string) => `Per ${date}`,
    service: 'Dienst',
    billing: 'Facturering',
    term: 'Minimale looptijd',
    notice: 'Opzegtermijn',
    renews: 'Verlengt op',
    cancelBy: 'Opzeggen vóór',
    period: {
      P1M: 'per maand',
      P3M: 'per kwartaal',
      P1Y: 'per jaar',
      P2Y: 'per 2 jaar',
      P3Y: 'per 3 jaar',
    },
    months: (n: number) => (n === 0 ? 'geen' : `${n} maanden`),
    committedUntil: (date: string) => `tot ${date}`,
    days: (n: number) => `${n} dagen`,
    ends: (date: string) => `Eindigt op ${date}`,
    monthly: 'Gemiddeld per maand, exclusief btw',
    none: 'Geen lopende contracten.',
    rule: 'Na de minimale looptijd verlengt een contract per factuurperiode. Een opzegging die uiterlijk op de datum "opzeggen vóór" binnen is, beëindigt het op de verlengdatum.',
  },
} as const

type Look = { accent: string | null; logo: string | null; footer: string | null }
type Task = { summary: CompanyContracts; seller: string; look?: Look; language: 'en' | 'nl' }

/** The company's contracts on one or more A4 pages: what each costs, commits to and when it can end. */
export async function drawContractsTask({ summary, seller, look, language }: Task): Promise<Buffer> {
  const t = TEXT[language]
  const date = (iso: string | null) => pdfDate(iso, language)
  const { pdf, done } = await openPdf(`${t.title} ${summary.company_name}`)
  const withLogo = drawLogo(pdf, look?.logo ?? null, { x: 400, y: 40, width: 145, height: 45 })
  pdf
    .fontSize(9)
    .fillColor('#333333')
    .font('Helvetica')
    .text(seller, 50, 50, { width: withLogo ? 330 : 500 })
  pdf
    .fontSize(18)
    .fillColor(look?.accent ?? '#000000')
    .font('Helvetica-Bold')
    .text(t.title, 50, 80)
  pdf.fontSize(11).font('Helvetica').text(summary.company_name, 50, 106)
  pdf
    .fontSize(9)
    .fillColor('#555555')
    .text(t.asOf(date(summary.as_of)), 50, 122)
  pdf.fillColor('#000000').moveDown(1.5)

  const cols = [50, 190, 290, 370, 420, 485] as const
  const widths = [135, 95, 75, 45, 60, 65] as const
  const row = (cells: string[], bold = false) => {
    if (pdf.y > 740) pdf.addPage()
    const y = pdf.y
    let bottom = y
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5)
    cells.forEach((cell, i) => {
      pdf.text(cell, cols[i], y, { width: widths[i] })
      bottom = Math.max(bottom, pdf.y)
    })
    pdf.y = bottom + 5
  }
  row([t.service, t.billing, t.term, t.notice, t.renews, t.cancelBy], true)
  pdf.moveTo(50, pdf.y).lineTo(550, pdf.y).strokeColor('#999999').stroke()
  pdf.y += 5
  if (summary.contracts.length === 0) pdf.font('Helvetica').text(t.none, 50)
  for (const c of summary.contracts) {
    const period = t.period[c.period as keyof typeof t.period] ?? c.period
    row([
      c.ends_on ? `${c.name}\n${t.ends(date(c.ends_on))}` : c.name,
      `${pdfMoney(c.amount_minor, c.currency, language)} ${period}`,
      c.commitment_months
        ? `${t.months(c.commitment_months)}\n${t.committedUntil(date(c.committed_until))}`
        : t.months(0),
      t.days(c.notice_days),
      c.ends_on ? '-' : date(c.renews_on),
      c.ends_on ? '-' : date(c.cancel_by),
    ])
  }
  pdf.moveTo(50, pdf.y).lineTo(550, pdf.y).strokeColor('#999999').stroke()
  pdf.y += 8
  for (const total of summary.monthly_totals) {
    pdf
      .font('Helvetica-Bold')
      .text(`${t.monthly}: ${pdfMoney(total.amount_minor, total.currency, language)}`, 50)
  }
  pdf.moveDown().font('Helvetica').fontSize(8).fillColor('#555555').text(t.rule, 50, pdf.y, { width: 500 })
  drawFooter(pdf, look?.footer ?? null)
  pdf.end()
  return done
}
