import { describe, expect, it } from 'vitest'
import {
  AA_CONTRAST,
  brandPalette,
  contrastRatio,
  DARK_BACKGROUND,
  darkModeTextColor,
  primaryColorProblem,
} from './brandColors.ts'

describe('brand colours', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5)
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5)
  })
  it('accepts a dark enough primary colour and refuses a pale one, saying which pairing fails', () => {
    expect(primaryColorProblem('#1864ab')).toBeNull()
    expect(primaryColorProblem('#ffd43b')).toEqual({ check: 'white-text', ratio: expect.any(Number) })
    expect(primaryColorProblem('#ffd43b')?.ratio).toBeLessThan(AA_CONTRAST)
  })
  it('derives a dark-mode text shade that reaches AA on the dark background', () => {
    for (const colour of ['#1864ab', '#0b7285', '#862e9c', '#000000']) {
      expect(contrastRatio(darkModeTextColor(colour), DARK_BACKGROUND)).toBeGreaterThanOrEqual(AA_CONTRAST)
    }
    const palette = brandPalette('#0B7285')
    expect(palette).toHaveLength(10)
    expect(palette[8]).toBe('#0b7285')
  })
})
