import { useFormat } from '../../shared/i18n/useFormat.ts'

/** Money in the interface language, and the name of a product in it. */
export const useCatalogFormat = useFormat

/** Minor units to the decimal a price field shows, and back (2 decimals; never floats in storage). */
export const toMajor = (minor: number | null | undefined) => (minor == null ? '' : (minor / 100).toFixed(2))
export function toMinor(value: string | number): number | null {
  const text = String(value).trim().replace(',', '.')
  if (text === '') return null
  const number = Number(text)
  return Number.isFinite(number) ? Math.round(number * 100) : Number.NaN
}
