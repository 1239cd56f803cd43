import { ColorSwatch, Group, Tooltip, UnstyledButton } from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useStore } from '../../../shared/lib/useStore.ts'
import { useAppearance } from '../../../shared/theme/AppearanceSync.tsx'
import { THEME_SWATCHES } from '../../../shared/theme/mantineThemes.ts'
import { COLOR_THEMES } from '../../../shared/theme/themeSettings.ts'
import { themeStore } from '../../../shared/theme/themeStore.ts'
import { FieldGroup } from '../../../shared/ui/FieldGroup.tsx'

/** Spec 1: the six colour themes, stored. */
export function ThemePicker() {
  const { t } = useTranslation()
  const current = useStore(themeStore, (state) => state.colorTheme)
  const { updateTheme } = useAppearance()
  return (
    <FieldGroup label={t('themes.picker')} testId="theme-picker">
      <Group gap="xs">
        {COLOR_THEMES.map((theme) => (
          <Tooltip key={theme} label={t(`themes.${theme}`)}>
            <UnstyledButton
              aria-label={t(`themes.${theme}`)}
              aria-pressed={current === theme}
              data-testid={`theme-${theme}`}
              onClick={() => updateTheme({ colorTheme: theme })}
            >
              <ColorSwatch color={THEME_SWATCHES[theme]} size={32}>
                {current === theme ? <IconCheck size={16} color="white" aria-hidden /> : null}
              </ColorSwatch>
            </UnstyledButton>
          </Tooltip>
        ))}
      </Group>
    </FieldGroup>
  )
}
