import type { Locale } from '@portico/contracts'
import { intlLocale } from './language.ts'

/** Dates, numbers and money per interface language (issue 3.7). */
export function formatDate(value: string | Date, language: Locale, timeZone?: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeZone }).format(
    new Date(value),
  )
}

export function formatDateTime(value: string | Date, language: Locale, timeZone?: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(value))
}

export function formatNumber(value: number, language: Locale): string {
  return new Intl.NumberFormat(intlLocale(language)).format(value)
}

/** Money is integer minor units plus an ISO currency (architecture: never floats in storage). */
export function formatMoney(minorUnits: number, currency: string, language: Locale): string {
  const format = new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency })
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2
  return format.format(minorUnits / 10 ** digits)
}
