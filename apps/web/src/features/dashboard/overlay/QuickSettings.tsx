import {
  Group,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { layoutStore, updateLayout } from '../../../shared/layout/layoutStore.ts'
import { useStore } from '../../../shared/lib/useStore.ts'
import { useAppearance } from '../../../shared/theme/AppearanceSync.tsx'
import {
  type AreaStyle,
  type DarkMode,
  darkModeToScheme,
  schemeToDarkMode,
} from '../../../shared/theme/themeSettings.ts'
import { themeStore } from '../../../shared/theme/themeStore.ts'
import { FieldGroup } from '../../../shared/ui/FieldGroup.tsx'
import { LabelledSection } from '../components/LabelledSection.tsx'
import { ThemePicker } from './ThemePicker.tsx'

/** Spec 4: dark mode on/off/system, colour theme, sidebar and header style (light mode only), mini sidebar. */
export function QuickSettings() {
  const { t } = useTranslation()
  const { colorScheme } = useMantineColorScheme()
  const { setColorScheme, updateTheme } = useAppearance()
  const darkActive = useComputedColorScheme('light') === 'dark'
  const theme = useStore(themeStore, (state) => state)
  const mini = useStore(layoutStore, (state) => state.sidebarMini)
  const areaOptions = [
    { value: 'light', label: t('overlay.light') },
    { value: 'dark', label: t('overlay.dark') },
  ]
  return (
    <LabelledSection id="overlay-settings" title={t('overlay.settings')} level={3} testId="quick-settings">
      <Stack gap="md">
        <FieldGroup label={t('overlay.darkMode')} testId="dark-mode-control">
          <SegmentedControl
            fullWidth
            value={schemeToDarkMode(colorScheme)}
            onChange={(value) => setColorScheme(darkModeToScheme(value as DarkMode))}
            data={[
              { value: 'on', label: t('overlay.darkOn') },
              { value: 'off', label: t('overlay.darkOff') },
              { value: 'system', label: t('overlay.darkSystem') },
            ]}
          />
        </FieldGroup>
        <ThemePicker />
        {darkActive ? (
          <Text size="sm" c="dimmed">
            {t('overlay.areaStylesInDark')}
          </Text>
        ) : (
          <Group grow align="flex-start">
            {(['sidebar', 'header'] as const).map((area) => (
              <FieldGroup key={area} label={t(`overlay.${area}Style`)} testId={`${area}-style-control`}>
                <SegmentedControl
                  fullWidth
                  value={theme[`${area}Style`]}
                  onChange={(value) => updateTheme({ [`${area}Style`]: value as AreaStyle })}
                  data={areaOptions}
                />
              </FieldGroup>
            ))}
          </Group>
        )}
        <Switch
          label={t('overlay.miniSidebar')}
          checked={mini}
          onChange={(event) =>
            updateLayout({ sidebarMini: event.currentTarget.checked, sidebarDesktopOpen: true })
          }
          data-testid="mini-sidebar-switch"
        />
      </Stack>
    </LabelledSection>
  )
}
