/** Countries offered in filters and address forms: the EU plus the neighbours customers usually have. */
export const COUNTRY_CODES = [
  'AT',
  'BE',
  'BG',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'HR',
  'HU',
  'IE',
  'IS',
  'IT',
  'LI',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
  'US',
] as const

/** Select options with the country names in the interface language; a stored code outside the list stays. */
export function countryOptions(language: string, extra?: string | null): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([language], { type: 'region' })
  const codes: string[] = [...COUNTRY_CODES]
  if (extra && !codes.includes(extra)) codes.push(extra)
  return codes
    .map((code) => ({ value: code, label: `${names.of(code) ?? code} (${code})` }))
    .sort((a, b) => a.label.localeCompare(b.label, language))
}

export function countryName(code: string | null, language: string): string | null {
  if (!code) return null
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}
