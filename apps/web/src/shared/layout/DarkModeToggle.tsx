import { Button, useComputedColorScheme } from '@mantine/core'
import { IconMoon, IconSun } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useAppearance } from '../theme/AppearanceSync.tsx'
import { HeaderIconButton } from './HeaderIconButton.tsx'

/** Quick on/off switch in the header; "system" is offered in the side overlay's quick settings. */
export function DarkModeToggle({ inMenu = false }: { inMenu?: boolean }) {
  const { t } = useTranslation()
  const { setColorScheme } = useAppearance()
  const dark = useComputedColorScheme('light') === 'dark'
  const icon = dark ? (
    <IconSun size={inMenu ? 16 : 20} aria-hidden />
  ) : (
    <IconMoon size={inMenu ? 16 : 20} aria-hidden />
  )
  if (inMenu) {
    return (
      <Button
        variant="subtle"
        color="gray"
        justify="flex-start"
        leftSection={icon}
        aria-pressed={dark}
        data-testid="dark-mode-toggle"
        onClick={() => setColorScheme(dark ? 'light' : 'dark')}
        c="var(--mantine-color-text)"
      >
        {t('header.darkMode')}
      </Button>
    )
  }
  return (
    <HeaderIconButton
      label={t('header.darkMode')}
      pressed={dark}
      testId="dark-mode-toggle"
      onClick={() => setColorScheme(dark ? 'light' : 'dark')}
    >
      {icon}
    </HeaderIconButton>
  )
}
