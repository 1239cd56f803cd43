import { type CSSVariablesResolver, MantineProvider } from '@mantine/core'
import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { queryClient } from '../shared/api/queryClient.ts'
import { useBrand } from '../shared/config/brand.ts'
import { useStore } from '../shared/lib/useStore.ts'
import { darkModeManager } from '../shared/theme/darkModeManager.ts'
import { mantineTheme } from '../shared/theme/mantineThemes.ts'
import { themeStore } from '../shared/theme/themeStore.ts'

const colorSchemeManager = darkModeManager()

// Mantine's "dimmed" greys and its error red fall below the 4.5:1 WCAG AA asks for text (gray-6 on
// white is 3.3:1, red-6 3.28:1: field errors and the required asterisk).
const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': theme.colors.gray[7] ?? '#495057',
    '--mantine-color-error': theme.colors.red[9] ?? '#c92a2a',
  },
  dark: {
    '--mantine-color-dimmed': theme.colors.dark[1] ?? '#b8b8b8',
    '--mantine-color-error': theme.colors.red[4] ?? '#ff8787',
  },
})

export function Providers({ children }: { children: ReactNode }) {
  const colorTheme = useStore(themeStore, (state) => state.colorTheme)
  // A white-label brand's base theme and primary colour win over the person's theme choice (issue 15).
  const brand = useBrand()
  const theme = brand.primary_color
    ? mantineTheme(brand.base_theme ?? colorTheme, brand.primary_color)
    : mantineTheme(colorTheme)
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
      cssVariablesResolver={cssVariablesResolver}
    >
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  )
}
