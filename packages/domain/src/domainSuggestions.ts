/**
 * Other labels to offer beside a name a customer checked (WHMCS's GetDomainSuggestions, Openprovider's
 * suggest-name, done here so every registrar gets it): the name without hyphens, then the usual
 * prefixes and suffixes, written the way the name is (with hyphens when it has them). Only labels a
 * registry accepts (63 characters at most); at most `max`, none equal to the name itself.
 */
const PREFIXES = ['my', 'get', 'the'] as const
const SUFFIXES = ['online', 'hq', 'group'] as const

export function suggestLabels(label: string, max = 6): string[] {
  const words = label.split('-').filter(Boolean)
  const joined = words.join('')
  const glue = words.length > 1 ? '-' : ''
  const candidates = [
    joined,
    ...PREFIXES.map((p) => `${p}${glue}${label}`),
    ...SUFFIXES.map((s) => `${label}${glue}${s}`),
  ]
  return [...new Set(candidates)].filter((c) => c !== label && c.length <= 63).slice(0, max)
}
