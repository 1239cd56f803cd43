import type { Locale } from '@portico/contracts'
import { intlLocale } from './language.ts'

/**
 * Dates, numbers and money per interface language (issue 3.7). A formatter is made once per language
 * and options: making one costs far more than formatting, and a table formats every cell.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>()

function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => F): F {
  let format = formatters.get(key) as F | undefined
  if (!format) {
    format = make()
    formatters.set(key, format)
  }
  return format
}

const dateFormat = (language: Locale, options: Intl.DateTimeFormatOptions) =>
  cached(
    `date|${language}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(intlLocale(language), options),
  )

const numberFormat = (language: Locale, options: Intl.NumberFormatOptions = {}) =>
  cached(
    `number|${language}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(intlLocale(language), options),
  )

export function formatDate(value: string | Date, language: Locale, timeZone?: string): string {
  return dateFormat(language, { dateStyle: 'medium', timeZone }).format(new Date(value))
}

export function formatDateTime(value: string | Date, language: Locale, timeZone?: string): string {
  return dateFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(value))
}

export function formatNumber(value: number, language: Locale): string {
  return numberFormat(language).format(value)
}

/** Money is integer minor units plus an ISO currency (architecture: never floats in storage). */
export function formatMoney(minorUnits: number, currency: string, language: Locale): string {
  const format = numberFormat(language, { style: 'currency', currency })
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2
  return format.format(minorUnits / 10 ** digits)
}
