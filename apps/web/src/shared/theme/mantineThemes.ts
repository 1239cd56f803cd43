import {
  createTheme,
  type MantineColorShade,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core'
import { brandPalette } from '@portico/domain'
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

const cache = new Map<string, MantineThemeOverride>()

/**
 * A theme's look; with a brand's primary colour (issue 15) that colour replaces the theme's: shade 8
 * for filled buttons and light-mode text, and a lighter shade 4 derived to stay readable in dark mode.
 */
export function mantineTheme(colorTheme: ColorTheme, brandColor: string | null = null): MantineThemeOverride {
  const key = `${colorTheme}:${brandColor ?? ''}`
  const cached = cache.get(key)
  if (cached) return cached
  const spec = SPECS[colorTheme]
  const theme = createTheme({
    ...(brandColor ? { colors: { brand: brandPalette(brandColor) as unknown as MantineColorsTuple } } : {}),
    primaryColor: brandColor ? 'brand' : spec.color,
    primaryShade: brandColor ? { light: 8, dark: 8 } : { light: spec.light, dark: 8 },
    defaultRadius: spec.radius === '0' ? 0 : spec.radius,
    autoContrast: true,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  })
  cache.set(key, theme)
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
