import type { Hardware, NetworkDevice } from '@portico/contracts'
import { useFormat } from '../../shared/i18n/useFormat.ts'

export const DEVICE_STATUS_COLORS: Partial<Record<NetworkDevice['status'], string>> = {
  up: 'green',
  warning: 'orange',
  down: 'red',
  unknown: 'gray',
}

export const HARDWARE_STATUS_COLORS: Partial<Record<Hardware['status'], string>> = {
  in_use: 'green',
  in_stock: 'blue',
  in_repair: 'orange',
  returned: 'gray',
}

/** Dates, moments and numbers in the interface language. */
export function useAasFormat() {
  const format = useFormat()
  const locale = format.language === 'nl' ? 'nl-NL' : 'en-GB'
  const month = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' })
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })
  return {
    ...format,
    month: (yearMonth: string) => month.format(new Date(`${yearMonth}-15T12:00:00Z`)),
    number: (value: number) => number.format(value),
  }
}

/** Whole days from today until a date (negative once it has passed). */
export const daysUntil = (date: string, now = new Date()) =>
  Math.ceil((new Date(`${date}T00:00:00Z`).getTime() - now.getTime()) / 86_400_000)
