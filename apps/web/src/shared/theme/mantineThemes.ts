import { createTheme, type MantineColorShade, type MantineThemeOverride } from '@mantine/core'
import type { ColorTheme } from './themeSettings.ts'

type ThemeSpec = { color: string; light: MantineColorShade; radius: 'xs' | 'sm' | 'md' | 'lg' | '0' }

// Light shades chosen so primary text and white-on-primary reach WCAG AA (4.5:1) on white.
const SPECS: Record<ColorTheme, ThemeSpec> = {
  default: { color: 'blue', light: 8, radius: 'sm' },
  amethyst: { color: 'violet', light: 7, radius: 'md' },
  city: { color: 'red', light: 9, radius: 'sm' },
  flat: { color: 'teal', light: 9, radius: '0' },
  modern: { color: 'indigo', light: 7, radius: 'xs' },
  smooth: { color: 'pink', light: 7, radius: 'lg' },
}

const cache = new Map<ColorTheme, MantineThemeOverride>()

export function mantineTheme(colorTheme: ColorTheme): MantineThemeOverride {
  const cached = cache.get(colorTheme)
  if (cached) return cached
  const spec = SPECS[colorTheme]
  const theme = createTheme({
    primaryColor: spec.color,
    primaryShade: { light: spec.light, dark: 8 },
    defaultRadius: spec.radius === '0' ? 0 : spec.radius,
    autoContrast: true,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  })
  cache.set(colorTheme, theme)
  return theme
}

/** Swatch colours for the theme picker. */
export const THEME_SWATCHES: Record<ColorTheme, string> = {
  default: 'var(--mantine-color-blue-8)',
  amethyst: 'var(--mantine-color-violet-7)',
  city: 'var(--mantine-color-red-9)',
  flat: 'var(--mantine-color-teal-9)',
  modern: 'var(--mantine-color-indigo-7)',
  smooth: 'var(--mantine-color-pink-7)',
}
