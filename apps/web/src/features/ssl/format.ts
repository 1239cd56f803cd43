import type { SslCertificateStatus } from '@portico/contracts'
import { useFormat } from '../../shared/i18n/useFormat.ts'

/** Dates of certificates in the interface language (validity to the day; the subscription's end). */
export function useSslFormat() {
  const format = useFormat()
  const dates = new Intl.DateTimeFormat(format.language === 'nl' ? 'nl-NL' : 'en-GB', { dateStyle: 'medium' })
  return {
    ...format,
    date: (value: string | null) =>
      value ? dates.format(new Date(value.length === 10 ? `${value}T12:00:00Z` : value)) : '–',
    name: (item: { product_name_en: string; product_name_nl: string }) =>
      format.language === 'nl' ? item.product_name_nl : item.product_name_en,
  }
}

export const STATUS_COLORS: Partial<Record<SslCertificateStatus, string>> = {
  awaiting_order: 'gray',
  pending: 'yellow',
  issued: 'green',
  failed: 'red',
  revoked: 'red',
  expired: 'gray',
}
