import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core'
import { IconMoon, IconSun } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

/** Quick on/off switch in the header; "system" is offered in the side overlay's quick settings. */
export function DarkModeToggle() {
  const { t } = useTranslation()
  const { setColorScheme } = useMantineColorScheme()
  const dark = useComputedColorScheme('light') === 'dark'
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={t('header.darkMode')}
      aria-pressed={dark}
      data-testid="dark-mode-toggle"
      onClick={() => setColorScheme(dark ? 'light' : 'dark')}
      c="var(--mantine-color-text)"
    >
      {dark ? <IconSun size={20} aria-hidden /> : <IconMoon size={20} aria-hidden />}
    </ActionIcon>
  )
}
