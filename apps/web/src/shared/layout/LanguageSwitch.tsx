import { NativeSelect } from '@mantine/core'
import type { Locale } from '@portico/contracts'
import { IconLanguage } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { LANGUAGES } from '../i18n/language.ts'
import { useLanguage } from '../i18n/useLanguage.ts'

/** In the header from the xs breakpoint; in the user menu (labelled, full width) below it. */
export function LanguageSwitch({ inMenu = false }: { inMenu?: boolean }) {
  const { t } = useTranslation()
  const { language, setLanguage } = useLanguage()
  return (
    <NativeSelect
      aria-label={inMenu ? undefined : t('header.language')}
      label={inMenu ? t('header.language') : undefined}
      data-testid="language-switch"
      value={language}
      onChange={(event) => void setLanguage(event.currentTarget.value as Locale)}
      data={LANGUAGES.map((code) => ({ value: code, label: t(`languages.${code}`) }))}
      leftSection={<IconLanguage size={16} aria-hidden />}
      size="sm"
      w={inMenu ? '100%' : 160}
      styles={{ input: { textOverflow: 'ellipsis' } }}
    />
  )
}
