import type { SslCertificateStatus } from '@portico/contracts'
import { useFormat } from '../../shared/i18n/useFormat.ts'

/** Dates of certificates in the interface language (validity to the day; the subscription's end). */
export function useSslFormat() {
  const format = useFormat()
  return {
    ...format,
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
