import { useTranslation } from 'react-i18next'
import { formatMoney } from './format.ts'
import { toLanguage } from './language.ts'

/** The interface language and money in it: what every feature's own format hook starts from. */
export function useFormat() {
  const { i18n } = useTranslation()
  const language = toLanguage(i18n.language) ?? 'en'
  return {
    language,
    money: (minor: number, currency: string) => formatMoney(minor, currency, language),
  }
}
