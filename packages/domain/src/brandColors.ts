/**
 * A brand's primary colour and the WCAG 2.x contrast it must keep (issue 15, white-label branding).
 * Pure: the API refuses a colour with it, the web app builds the brand's palette with it.
 */

/** WCAG AA for normal text. */
export const AA_CONTRAST = 4.5
/** The backgrounds the primary colour's text sits on: white (light mode), Mantine's dark-7 body (dark mode). */
export const LIGHT_BACKGROUND = '#ffffff'
export const DARK_BACKGROUND = '#242424'

const HEX = /^#[0-9a-f]{6}$/i

export const isHexColor = (value: string): boolean => HEX.test(value)

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

const toHex = (rgb: number[]) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`

/** Relative luminance (WCAG 2.x). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** Contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** The colour mixed with white (amount > 0) or black (amount < 0), amount in -1..1. */
export function mix(hex: string, amount: number): string {
  const target = amount >= 0 ? 255 : 0
  const t = Math.abs(amount)
  return toHex(channels(hex).map((c) => c + (target - c) * t))
}

/**
 * The shade primary text takes in dark mode: the colour lightened until it reaches AA on the dark
 * background (a colour dark enough for white text is too dark to read on a dark page).
 */
export function darkModeTextColor(hex: string): string {
  for (let step = 0; step <= 20; step++) {
    const shade = mix(hex, step / 20)
    if (contrastRatio(shade, DARK_BACKGROUND) >= AA_CONTRAST) return shade
  }
  return LIGHT_BACKGROUND
}

/**
 * Ten shades for Mantine, lightest first, the brand's colour itself at index 8 (the shade filled
 * buttons and light-mode text use) and its dark-mode text shade at index 4.
 */
export function brandPalette(hex: string): string[] {
  const colour = hex.toLowerCase()
  return [
    mix(colour, 0.92),
    mix(colour, 0.8),
    mix(colour, 0.65),
    mix(colour, 0.5),
    darkModeTextColor(colour),
    mix(colour, 0.2),
    mix(colour, 0.1),
    mix(colour, 0.05),
    colour,
    mix(colour, -0.2),
  ]
}

export type ContrastProblem = { check: 'white-text' | 'light-background'; ratio: number }

/**
 * Why a primary colour fails WCAG AA, or null when it keeps every pairing: white text on primary
 * buttons, and primary text on the light background (the dark-mode text shade is derived to pass).
 */
export function primaryColorProblem(hex: string): ContrastProblem | null {
  const onWhite = contrastRatio(hex, '#ffffff')
  if (onWhite < AA_CONTRAST) return { check: 'white-text', ratio: Math.floor(onWhite * 100) / 100 }
  const onLight = contrastRatio(hex, LIGHT_BACKGROUND)
  if (onLight < AA_CONTRAST) return { check: 'light-background', ratio: Math.floor(onLight * 100) / 100 }
  return null
}
