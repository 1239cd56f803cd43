/**
 * VAT identification number formats of the EU member states (the country prefix first, as VIES
 * expects; Greece uses EL). A format check only: validity comes from VIES.
 */
export const EU_VAT_FORMATS: Record<string, RegExp> = {
  AT: /^ATU\d{8}$/,
  BE: /^BE[01]\d{9}$/,
  BG: /^BG\d{9,10}$/,
  CY: /^CY\d{8}[A-Z]$/,
  CZ: /^CZ\d{8,10}$/,
  DE: /^DE\d{9}$/,
  DK: /^DK\d{8}$/,
  EE: /^EE\d{9}$/,
  EL: /^EL\d{9}$/,
  ES: /^ES[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^FI\d{8}$/,
  FR: /^FR[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^HR\d{11}$/,
  HU: /^HU\d{8}$/,
  IE: /^IE\d[A-Z0-9+*]\d{5}[A-Z]{1,2}$/,
  IT: /^IT\d{11}$/,
  LT: /^LT(\d{9}|\d{12})$/,
  LU: /^LU\d{8}$/,
  LV: /^LV\d{11}$/,
  MT: /^MT\d{8}$/,
  NL: /^NL\d{9}B\d{2}$/,
  PL: /^PL\d{10}$/,
  PT: /^PT\d{9}$/,
  RO: /^RO\d{2,10}$/,
  SE: /^SE\d{12}$/,
  SI: /^SI\d{8}$/,
  SK: /^SK\d{10}$/,
}

/** Upper-case, no spaces, dots or dashes: the form VIES and invoices use. */
export function normalizeVatId(input: string): string {
  return input.replace(/[\s.-]/g, '').toUpperCase()
}

/** The VIES country prefix of a VAT id, or null when it is not an EU format. */
export function vatCountry(vatId: string): string | null {
  const id = normalizeVatId(vatId)
  const prefix = id.slice(0, 2)
  const format = EU_VAT_FORMATS[prefix]
  return format?.test(id) ? prefix : null
}

export function isValidEuVatFormat(vatId: string): boolean {
  return vatCountry(vatId) !== null
}
