import { useTranslation } from 'react-i18next'
import { formatDate, formatMoney } from '../../shared/i18n/format.ts'
import { toLanguage } from '../../shared/i18n/language.ts'

/** Money and dates in the interface language; document dates are calendar dates, so read as UTC. */
export function useBillingFormat() {
  const { i18n } = useTranslation()
  const language = toLanguage(i18n.language) ?? 'en'
  return {
    language,
    money: (minor: number, currency: string) => formatMoney(minor, currency, language),
    date: (value: string | null | undefined) => (value ? formatDate(value, language, 'UTC') : '—'),
    percent: (rateBp: number) =>
      new Intl.NumberFormat(language === 'nl' ? 'nl-NL' : 'en-GB', {
        style: 'percent',
        maximumFractionDigits: 2,
      }).format(rateBp / 10_000),
  }
}
