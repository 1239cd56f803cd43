import { formatDate } from '../../shared/i18n/format.ts'
import { useFormat } from '../../shared/i18n/useFormat.ts'

/** Money and dates in the interface language; document dates are calendar dates, so read as UTC. */
export function useBillingFormat() {
  const format = useFormat()
  const { language } = format
  return {
    ...format,
    date: (value: string | null | undefined) => (value ? formatDate(value, language, 'UTC') : '—'),
    percent: (rateBp: number) =>
      new Intl.NumberFormat(language === 'nl' ? 'nl-NL' : 'en-GB', {
        style: 'percent',
        maximumFractionDigits: 2,
      }).format(rateBp / 10_000),
  }
}
