import { currencyExponent } from '@portico/domain'

type Language = 'en' | 'nl'
const intlLocale = (language: Language) => (language === 'nl' ? 'nl-NL' : 'en-GB')

/** An amount in minor units as the PDF's language writes it: € 1.234,56 or €1,234.56. */
export const pdfMoney = (minor: number, currency: string, language: Language) =>
  new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency }).format(
    minor / 10 ** currencyExponent(currency),
  )

/** A rate in basis points: 2100 → 21%. */
export const pdfPercent = (bp: number) => `${(bp / 100).toLocaleString('en', { maximumFractionDigits: 2 })}%`

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
