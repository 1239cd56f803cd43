import { parsePhoneNumberFromString } from 'libphonenumber-js/min'

/**
 * A phone number as registries want it (E.164a: +31.301234567), from what a person types: with a
 * country code, or national (030-1234567) for the contact's country. Null when it is no real number.
 * libphonenumber-js carries the numbering plans of every country, which no hand-written rule matches.
 */
export function registryPhone(input: string, country: string): string | null {
  const parsed = parsePhoneNumberFromString(
    input,
    country.toUpperCase() as Parameters<typeof parsePhoneNumberFromString>[1],
  )
  if (!parsed?.isValid()) return null
  return `+${parsed.countryCallingCode}.${parsed.nationalNumber}`
}

/**
 * A phone number a person can be called on, written internationally (+31 20 123 4567), from what
 * they typed with a country code or nationally for `country`; null when it is no real number.
 */
export function callablePhone(input: string, country: string | null): string | null {
  const parsed = parsePhoneNumberFromString(
    input,
    (country ?? 'NL').toUpperCase() as Parameters<typeof parsePhoneNumberFromString>[1],
  )
  return parsed?.isValid() ? parsed.formatInternational() : null
}
