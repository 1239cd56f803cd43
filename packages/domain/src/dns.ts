/**
 * DNS records as customers edit them in a domain's zone: the rules per record type, and the rules
 * of the zone as a whole. Pure, so the browser shows the same message before it sends as the API
 * answers after. Names are relative to the zone (`@` is the apex, `www`, `_dmarc`, `*.dev`).
 */

export const DNS_RECORD_TYPES = ['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'SRV', 'CAA'] as const
export type DnsRecordType = (typeof DNS_RECORD_TYPES)[number]

/** The TTLs registrars' DNS accepts: a minute up to a week. */
export const DNS_TTL = { min: 60, max: 604_800, default: 3600 } as const

export interface DnsRecord {
  name: string
  type: DnsRecordType
  /** A/AAAA: the address; CNAME/MX: the target; TXT: the text; SRV: `weight port target`; CAA: `flags tag "value"`. */
  content: string
  ttl: number
  /** MX and SRV only. */
  priority?: number | null
}

/** What is wrong, by field and code; the code names a message in the contracts' texts. */
export interface DnsProblem {
  field: 'name' | 'content' | 'ttl' | 'priority'
  code: DnsProblemCode
}
export type DnsProblemCode =
  | 'name'
  | 'apexCname'
  | 'ipv4'
  | 'ipv6'
  | 'target'
  | 'targetIsAddress'
  | 'txtEmpty'
  | 'txtLength'
  | 'srvName'
  | 'srvContent'
  | 'caaContent'
  | 'caaTag'
  | 'caaValue'
  | 'ttl'
  | 'priority'
  | 'cnameConflict'
  | 'duplicate'

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i
const SERVICE_LABEL = /^_[a-z0-9-]{1,62}$/i
const TXT_MAX = 4000
const U16 = 65_535

/** A zone-relative owner name: `@`, or labels with an optional leading `*` and `_service` labels. */
export function isRecordName(name: string): boolean {
  if (name === '@') return true
  if (name.length > 200) return false
  return name
    .split('.')
    .every((label, i) => (label === '*' && i === 0) || LABEL.test(label) || SERVICE_LABEL.test(label))
}

/** A host name a record points at: letters, digits and hyphens per label, an optional final dot. */
export function isHostName(value: string): boolean {
  const name = value.endsWith('.') ? value.slice(0, -1) : value
  if (name.length === 0 || name.length > 253) return false
  return name.split('.').every((label) => LABEL.test(label))
}

export function isIPv4(value: string): boolean {
  const parts = value.split('.')
  return parts.length === 4 && parts.every((p) => /^(0|[1-9]\d{0,2})$/.test(p) && Number(p) <= 255)
}

export function isIPv6(value: string): boolean {
  if (value.includes('%')) return false
  const halves = value.split('::')
  if (halves.length > 2) return false
  const groups = (text: string) => (text === '' ? [] : text.split(':'))
  const head = groups(halves[0] ?? '')
  const tail = halves.length === 2 ? groups(halves[1] ?? '') : []
  const all = [...head, ...tail]
  const last = all.at(-1) ?? ''
  const embedsV4 = last.includes('.')
  if (embedsV4 && !isIPv4(last)) return false
  const hex = embedsV4 ? all.slice(0, -1) : all
  if (!hex.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return false
  const count = hex.length + (embedsV4 ? 2 : 0)
  return halves.length === 2 ? count < 8 : count === 8
}

const isU16 = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= U16

function targetProblem(target: string, nullAllowed: boolean): DnsProblemCode | null {
  if (nullAllowed && target === '.') return null
  if (isIPv4(target) || isIPv6(target)) return 'targetIsAddress'
  return isHostName(target) ? null : 'target'
}

function srvProblems(record: DnsRecord): DnsProblem[] {
  const labels = record.name.split('.')
  const problems: DnsProblem[] = []
  if (
    labels.length < 2 ||
    !SERVICE_LABEL.test(labels[0] ?? '') ||
    !/^_(tcp|udp|tls|sctp)$/i.test(labels[1] ?? '')
  ) {
    problems.push({ field: 'name', code: 'srvName' })
  }
  const [weight, port, target, ...rest] = record.content.trim().split(/\s+/)
  if (rest.length > 0 || target === undefined || !isU16(Number(weight)) || !isU16(Number(port))) {
    problems.push({ field: 'content', code: 'srvContent' })
  } else {
    const code = targetProblem(target, true)
    if (code) problems.push({ field: 'content', code })
  }
  return problems
}

const CAA = /^(\d{1,3})\s+([a-z0-9]+)\s+"([^"]*)"$/i

function caaProblem(content: string): DnsProblemCode | null {
  const match = CAA.exec(content.trim())
  if (!match) return 'caaContent'
  const [, flags, tag, value] = match as unknown as [string, string, string, string]
  if (Number(flags) > 255) return 'caaContent'
  switch (tag.toLowerCase()) {
    case 'issue':
    case 'issuewild': {
      const issuer = value.split(';')[0]?.trim() ?? ''
      return issuer === '' || isHostName(issuer) ? null : 'caaValue'
    }
    case 'iodef':
      return /^(mailto:[^@\s]+@[^@\s]+|https?:\/\/\S+)$/.test(value) ? null : 'caaValue'
    default:
      return 'caaTag'
  }
}

function contentProblems(record: DnsRecord): DnsProblem[] {
  const content = record.content.trim()
  const problem = (code: DnsProblemCode): DnsProblem[] => [{ field: 'content', code }]
  switch (record.type) {
    case 'A':
      return isIPv4(content) ? [] : problem('ipv4')
    case 'AAAA':
      return isIPv6(content) ? [] : problem('ipv6')
    case 'CNAME': {
      const code = targetProblem(content, false)
      return code ? problem(code) : []
    }
    case 'MX': {
      // A null MX ("." with preference 0, RFC 7505) says the domain takes no mail.
      const code = targetProblem(content, record.priority === 0)
      return code ? problem(code) : []
    }
    case 'TXT':
      if (content.length === 0) return problem('txtEmpty')
      return record.content.length > TXT_MAX || /[\p{Cc}]/u.test(record.content) ? problem('txtLength') : []
    case 'SRV':
      return srvProblems(record)
    case 'CAA': {
      const code = caaProblem(content)
      return code ? problem(code) : []
    }
  }
}

/** The problems of one record on its own (an empty list when it is valid). */
export function validateDnsRecord(record: DnsRecord): DnsProblem[] {
  const problems: DnsProblem[] = []
  const nameOk = isRecordName(record.name)
  if (!nameOk) problems.push({ field: 'name', code: 'name' })
  else if (record.type === 'CNAME' && record.name === '@') problems.push({ field: 'name', code: 'apexCname' })
  // An SRV name is judged once: a malformed name is not also reported as a malformed service name.
  problems.push(...contentProblems(record).filter((p) => nameOk || p.field !== 'name'))
  if (!Number.isInteger(record.ttl) || record.ttl < DNS_TTL.min || record.ttl > DNS_TTL.max) {
    problems.push({ field: 'ttl', code: 'ttl' })
  }
  const needsPriority = record.type === 'MX' || record.type === 'SRV'
  if (needsPriority ? !isU16(record.priority) : record.priority != null) {
    problems.push({ field: 'priority', code: 'priority' })
  }
  return problems
}

const ownerKey = (name: string) => name.toLowerCase()
const recordKey = (r: DnsRecord) =>
  [ownerKey(r.name), r.type, r.content.trim().toLowerCase(), r.priority ?? ''].join('\u0000')

/**
 * The problems of a whole zone, each with the index of the record it belongs to: every record's
 * own problems, a CNAME beside any other record of the same name (RFC 1034 3.6.2), and a record
 * given twice.
 */
export function validateDnsZone(records: readonly DnsRecord[]): Array<DnsProblem & { index: number }> {
  const problems = records.flatMap((record, index) => validateDnsRecord(record).map((p) => ({ ...p, index })))
  const perName = new Map<string, number>()
  for (const record of records)
    perName.set(ownerKey(record.name), (perName.get(ownerKey(record.name)) ?? 0) + 1)
  const seen = new Set<string>()
  records.forEach((record, index) => {
    if (record.type === 'CNAME' && (perName.get(ownerKey(record.name)) ?? 0) > 1) {
      problems.push({ field: 'name', code: 'cnameConflict', index })
    }
    const key = recordKey(record)
    if (seen.has(key)) problems.push({ field: 'content', code: 'duplicate', index })
    seen.add(key)
  })
  return problems
}
