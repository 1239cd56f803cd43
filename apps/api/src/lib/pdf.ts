import { currencyExponent } from '@portico/domain'

type Language = 'en' | 'nl'
const intlLocale = (language: Language) => (language === 'nl' ? 'nl-NL' : 'en-GB')

/** An amount in minor units as the PDF's language writes it: € 1.234,56 or €1,234.56. */
export const pdfMoney = (minor: number, currency: string, language: Language) =>
  new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency }).format(
    minor / 10 ** currencyExponent(currency),
  )

/** A rate in basis points as the PDF's language writes it: 2100 → 21%, 950 → 9,5% in Dutch. */
export const pdfPercent = (bp: number, language: Language = 'en') =>
  `${(bp / 100).toLocaleString(intlLocale(language), { maximumFractionDigits: 2 })}%`

/** A quantity (a decimal string, "2.5") as the PDF's language writes it: 2.5, or 2,5 in Dutch. */
export const pdfQuantity = (quantity: string, language: Language) =>
  Number(quantity).toLocaleString(intlLocale(language), { maximumFractionDigits: 3 })

/** A calendar date (YYYY-MM-DD) written out: 14 January 2027, 14 januari 2027; '-' for none. */
export const pdfDate = (iso: string | null, language: Language) =>
  iso
    ? new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${iso}T00:00:00Z`),
      )
    : '-'

/**
 * A new A4 PDF (pdfkit, standard fonts: text stays selectable and searchable) and the bytes it will
 * be once `pdf.end()` is called. pdfkit is loaded on first use: most processes never draw a PDF.
 */
export async function openPdf(title: string) {
  const { default: PDFDocument } = await import('pdfkit')
  const pdf = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title } })
  const chunks: Buffer[] = []
  pdf.on('data', (c: Buffer) => chunks.push(c))
  const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))))
  return { pdf, done }
}

type Pdf = Awaited<ReturnType<typeof openPdf>>['pdf']

/** A brand's logo (PNG or JPEG bytes in base64) fitted into the top left; a broken logo never blocks a PDF. */
export function drawLogo(
  pdf: Pdf,
  base64: string | null,
  at: { x: number; y: number; width: number; height: number },
) {
  if (!base64) return false
  try {
    pdf.image(Buffer.from(base64, 'base64'), at.x, at.y, { fit: [at.width, at.height] })
    return true
  } catch {
    return false
  }
}

/** A brand's footer line, small and centred at the foot of the current page. */
export function drawFooter(pdf: Pdf, text: string | null) {
  if (text) pdf.fontSize(8).fillColor('#666666').text(text, 50, 780, { width: 500, align: 'center' })
}
