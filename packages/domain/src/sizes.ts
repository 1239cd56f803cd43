/**
 * Spec 9: disk and traffic usage come as byte counts.
 * Disk: bytes / 1024 / 1024 is MB, then / 1024 per step (GB, TB).
 * Traffic: bytes / 1000 / 1024 is MB, then / 1024 per step (GB, TB).
 * One decimal; zero, negative or not a number shows "0 MB".
 */
const UNITS = ['MB', 'GB', 'TB'] as const
export type SizeUnit = (typeof UNITS)[number]

export type FormatSizeOptions = {
  /** BCP 47 locale for the decimal separator; plain "1.5" when omitted. */
  locale?: string
}

export function formatDiskUsage(bytes: number, options: FormatSizeOptions = {}): string {
  return formatMegabytes(bytes / 1024 / 1024, options)
}

export function formatTrafficUsage(bytes: number, options: FormatSizeOptions = {}): string {
  return formatMegabytes(bytes / 1000 / 1024, options)
}

function formatMegabytes(megabytes: number, { locale }: FormatSizeOptions): string {
  if (!Number.isFinite(megabytes) || megabytes <= 0) return '0 MB'
  let value = megabytes
  let unit = 0
  // Compare the rounded value so 1023.96 MB reads "1.0 GB", not "1024.0 MB".
  while (roundOneDecimal(value) >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit += 1
  }
  return `${formatOneDecimal(value, locale)} ${UNITS[unit]}`
}

function roundOneDecimal(value: number): number {
  return Math.round(value * 10) / 10
}

function formatOneDecimal(value: number, locale: string | undefined): string {
  if (!locale) return roundOneDecimal(value).toFixed(1)
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value)
}
