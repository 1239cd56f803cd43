import { useTranslation } from 'react-i18next'
import { formatDate, formatDateTime, formatMoney, formatNumber } from './format.ts'
import { toLanguage } from './language.ts'

/**
 * The interface language, and money, days, moments, numbers and two-language names in it: what every
 * feature's own format hook starts from (and adds its own to).
 */
export function useFormat() {
  const { i18n } = useTranslation()
  const language = toLanguage(i18n.language) ?? 'en'
  return {
    language,
    money: (minor: number, currency: string) => formatMoney(minor, currency, language),
    /** A calendar day (YYYY-MM-DD: the same day in every time zone) or a moment's day; '–' for none. */
    day: (value: string | null | undefined) =>
      value
        ? value.length === 10
          ? formatDate(`${value}T12:00:00Z`, language, 'UTC')
          : formatDate(value, language)
        : '–',
    moment: (value: string) => formatDateTime(value, language),
    number: (value: number) => formatNumber(value, language),
    /** A name kept in both languages, in the interface's. */
    name: (item: { name_en: string; name_nl: string }) => (language === 'nl' ? item.name_nl : item.name_en),
    /** A service's name: its product's in the interface's language when named after it, else as given. */
    serviceName: (service: { name: string; product_name: { en: string; nl: string } | null }) =>
      service.product_name ? service.product_name[language === 'nl' ? 'nl' : 'en'] : service.name,
  }
}
