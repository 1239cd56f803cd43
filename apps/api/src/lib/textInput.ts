import { BadRequest } from './errors.ts'
import { serverTexts } from './texts.ts'

/**
 * Text PostgreSQL cannot store (NUL) or that is not Unicode (an unpaired UTF-16 surrogate, which a
 * driver silently turns into U+FFFD). Both are refused at the door, with the field named.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what this finds
const NUL_OR_LONE_SURROGATE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

export const inputTexts = serverTexts('input', {
  badText: {
    en: 'This text contains a character that is not allowed (NUL or invalid Unicode).',
    nl: 'Deze tekst bevat een teken dat niet is toegestaan (NUL of ongeldige Unicode).',
  },
  tooDeep: {
    en: 'This request is nested too deeply: at most 64 levels of objects and lists.',
    nl: 'Dit verzoek is te diep genest: ten hoogste 64 niveaus van objecten en lijsten.',
  },
})

/**
 * How deep a JSON body may nest. The deepest body the API takes (a DNS zone's records, an order's
 * items with their options) nests about five levels; the checks after parsing walk the value
 * recursively, and 10,000 levels overflowed the stack (issue 27, item 6).
 */
export const MAX_JSON_DEPTH = 64

/**
 * The dotted path of the first object or list in a parsed JSON value that lies deeper than `max`
 * levels ('' for the body itself), or undefined; walked without recursion.
 */
export function tooDeepPath(value: unknown, max = MAX_JSON_DEPTH): string | undefined {
  const pending: [unknown, string, number][] = [[value, '', 1]]
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path, depth] = next
    if (item === null || typeof item !== 'object') continue
    if (depth > max) return path
    for (const [key, child] of Object.entries(item))
      pending.push([child, path ? `${path}.${key}` : key, depth + 1])
  }
  return undefined
}

export function isCleanText(text: string): boolean {
  return !NUL_OR_LONE_SURROGATE.test(text)
}

/** The dotted path of the first string in `value` that is not clean text, or undefined. */
export function badTextPath(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return isCleanText(value) ? undefined : path
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined
  for (const [key, item] of Object.entries(value)) {
    const where = Array.isArray(value) ? `${path}${path ? '.' : ''}${key}` : path ? `${path}.${key}` : key
    if (!isCleanText(key)) return where
    const found = badTextPath(item, where)
    if (found !== undefined) return found || where
  }
  return undefined
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true })

/** Bytes as UTF-8 text, or undefined when they are not valid UTF-8 (which also excludes surrogates). */
export function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return strictUtf8.decode(bytes)
  } catch {
    return undefined
  }
}

/** Undoes percent-encoding (and + for space) byte by byte, so that invalid UTF-8 is seen, not replaced. */
function percentDecode(raw: string): string | undefined {
  const bytes: number[] = []
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i] ?? ''
    const hex = c === '%' ? raw.slice(i + 1, i + 3) : ''
    if (/^[0-9a-f]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(c === '+' ? ' ' : c))
    }
  }
  return decodeUtf8(Uint8Array.from(bytes))
}

/** The name of the first query parameter that is not valid UTF-8 or not clean text, or undefined. */
export function badQueryParameter(url: string): string | undefined {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : ''
  if (!query) return undefined
  for (const pair of query.split('&')) {
    const [rawKey = '', ...rest] = pair.split('=')
    const key = percentDecode(rawKey)
    const value = percentDecode(rest.join('='))
    if (key === undefined || !isCleanText(key)) return 'querystring'
    if (value === undefined || !isCleanText(value)) return `querystring.${key}`
  }
  return undefined
}

/** The 400 for a JSON body nested deeper than MAX_JSON_DEPTH, naming where. */
export function tooDeep(field: string): BadRequest {
  return new BadRequest(inputTexts.tooDeep, [{ field: field || 'body', message: inputTexts.tooDeep }])
}

/** The 400 for text that is refused, naming where it was. */
export function badText(field: string): BadRequest {
  return new BadRequest(inputTexts.badText, [{ field, message: inputTexts.badText }])
}
