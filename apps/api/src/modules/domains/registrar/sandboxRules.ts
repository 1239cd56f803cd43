import { randomBytes, randomInt } from 'node:crypto'
import { addDays, type DomainLifecycle, domainLifecycle, TLD_WINDOWS, type TldKind } from '@portico/domain'
import { type Billable, type BillableAction, RegistrarError } from './adapter.ts'

/**
 * The sandbox registry's rules, without state: which TLDs it sells at which wholesale prices,
 * which names are invalid, reserved, taken elsewhere or premium, and what each action costs.
 * Prices are plausible 2025 Dutch reseller wholesale prices in euro cents per year.
 */
type SandboxTld = { kind: TldKind; yearPrice: number; restorePrice: number }
const gtld = (yearPrice: number): SandboxTld => ({ kind: 'gtld', yearPrice, restorePrice: 8000 })
const cctld = (yearPrice: number): SandboxTld => ({ kind: 'cctld', yearPrice, restorePrice: 4000 })

export const SANDBOX_TLDS: Record<string, SandboxTld> = {
  nl: { kind: 'nl', yearPrice: 450, restorePrice: 1500 },
  com: gtld(1090),
  net: gtld(1290),
  org: gtld(1150),
  info: gtld(1690),
  shop: gtld(2900),
  online: gtld(2900),
  cloud: gtld(1590),
  app: gtld(1490),
  dev: gtld(1390),
  eu: cctld(500),
  be: cctld(590),
  de: cctld(490),
  io: cctld(3900),
  'co.uk': cctld(690),
}

/** Names the registries keep for themselves, in every TLD. */
export const RESERVED_LABELS = ['nic', 'whois', 'example', 'www', 'localhost', 'registry']
/** Well-known names held at other registrars, in every TLD (transfer them in with a valid code). */
export const TAKEN_LABELS = [
  'google',
  'microsoft',
  'facebook',
  'apple',
  'amazon',
  'youtube',
  'wikipedia',
  'bol',
  'tweakers',
  'marktplaats',
  'nu',
  'nos',
  'kpn',
  'ing',
  'rabobank',
  'ziggo',
  'coolblue',
  'github',
]
/** Dictionary words the registries price as premium (1–3 character labels are premium too). */
export const PREMIUM_WORDS = [
  'cloud',
  'hosting',
  'shop',
  'web',
  'mail',
  'store',
  'domains',
  'server',
  'online',
]
const PREMIUM_WORD_PRICE = 35_000
const PREMIUM_BY_LENGTH = [250_000, 100_000, 25_000]

export type ParsedName = { name: string; label: string; tld: string; rules: SandboxTld }

/** The label and TLD of a second-level name, or why it cannot be registered. */
export function parseName(domainName: string): ParsedName | { problem: string; type: string } {
  const name = domainName.trim().toLowerCase().replace(/\.$/, '')
  const tld = Object.keys(SANDBOX_TLDS)
    .sort((a, b) => b.length - a.length)
    .find((t) => name.endsWith(`.${t}`))
  const rules = tld ? SANDBOX_TLDS[tld] : undefined
  if (!tld || !rules) return { type: 'UnsupportedTld', problem: 'TLD is not supported' }
  const label = name.slice(0, -tld.length - 1)
  const min = rules.kind === 'nl' ? 2 : 1
  if (label.length < min || label.length > 63) return { type: 'InvalidParameter', problem: 'Invalid length' }
  if (!/^[a-z0-9-]+$/.test(label)) return { type: 'InvalidParameter', problem: 'Invalid characters' }
  if (label.startsWith('-') || label.endsWith('-'))
    return { type: 'InvalidParameter', problem: 'Hyphen at start or end' }
  if (label.slice(2, 4) === '--' && !label.startsWith('xn--'))
    return { type: 'InvalidParameter', problem: 'Hyphens in third and fourth position' }
  return { name, label, tld, rules }
}

/** parseName for a call: an invalid name is refused as RTR refuses it (400). */
export function parsedOrThrow(domainName: string): ParsedName {
  const parsed = parseName(domainName)
  if ('problem' in parsed) throw new RegistrarError(parsed.type, `${domainName}: ${parsed.problem}`, 400)
  return parsed
}

/** The registry's premium price per year, or null. SIDN sells no premium names, so .nl has none. */
export function premiumPrice({ label, rules }: ParsedName): number | null {
  if (rules.kind === 'nl') return null
  if (PREMIUM_WORDS.includes(label)) return PREMIUM_WORD_PRICE
  return PREMIUM_BY_LENGTH[label.length - 1] ?? null
}

/** Periods are months in whole years, 1 to 10 years; .nl is registered and renewed a year at a time. */
export function checkPeriod(parsed: ParsedName, period: number): void {
  const ok = parsed.rules.kind === 'nl' ? period === 12 : Number.isInteger(period / 12) && period >= 12
  if (!ok || period > 120)
    throw new RegistrarError('InvalidParameter', `Invalid period ${period} for .${parsed.tld}`, 400)
}

/** The billables of an action: the quantity in years, the amount for the whole line. */
export function billablesFor(action: BillableAction, parsed: ParsedName, period: number): Billable[] {
  const product = `domain_${parsed.tld.replace('.', '_')}`
  const year = premiumPrice(parsed) ?? parsed.rules.yearPrice
  const line = (a: BillableAction, quantity: number, amount: number): Billable => ({
    product,
    action: a,
    quantity,
    amount,
    currency: 'EUR',
  })
  // A restore brings the name back with a year's renewal, as the registries bill it.
  if (action === 'RESTORE') return [line('RESTORE', 1, parsed.rules.restorePrice), line('RENEW', 1, year)]
  const years = period / 12
  return [line(action, years, years * year)]
}

/** The acknowledgment must repeat the quote exactly: same lines, same quantities, same amounts. */
export function requireBillables(quoted: Billable[], given: Billable[] | undefined, what: string): void {
  const key = (b: Billable) => `${b.product}|${b.action}|${b.quantity}|${b.amount}|${b.currency}`
  const same =
    given?.length === quoted.length &&
    quoted.every((q, i) => given[i] !== undefined && key(q) === key(given[i]))
  if (!same)
    throw new RegistrarError(
      'BillableAcknowledgmentNeededException',
      `The ${what} must be acknowledged with its billables`,
      400,
      quoted,
    )
}

/**
 * The sandbox's rule for the auth code of a name it does not hold (held at "another registrar"):
 * valid when it has at least 8 characters and a digit. A name the sandbox holds needs its stored code.
 */
export const acceptsForeignAuthCode = (code: string) => code.length >= 8 && /\d/.test(code)

/** A fresh EPP auth code: 16 characters, always with a digit (registries want letters and digits). */
export const newAuthCode = () => `Sx${randomInt(10, 100)}${randomBytes(6).toString('hex')}`

export const CLIENT_STATUSES = [
  'CLIENT_HOLD',
  'CLIENT_DELETE_PROHIBITED',
  'CLIENT_UPDATE_PROHIBITED',
  'CLIENT_RENEW_PROHIBITED',
  'CLIENT_TRANSFER_PROHIBITED',
]

export const lifecycleOf = (parsed: ParsedName, expiresOn: string, today: string): DomainLifecycle =>
  domainLifecycle(parsed.rules.kind, expiresOn, today)

/** A deleted name is dated as if it expired its grace ago: its lifecycle goes on from redemption today. */
export const deletedExpiry = (parsed: ParsedName, today: string) =>
  addDays(today, -TLD_WINDOWS[parsed.rules.kind].graceDays)

/** EPP statuses as RTR shows them: the client flags, the lifecycle's, and a transfer under way. */
export function statusList(flags: string[], life: DomainLifecycle, transferring: boolean): string[] {
  const list = [...flags]
  if (life.state === 'grace') list.push('EXPIRED')
  if (life.state === 'redemption' || life.state === 'quarantine') list.push('REDEMPTION_PERIOD')
  if (life.state === 'pending_delete') list.push('PENDING_DELETE')
  if (transferring) list.push('PENDING_TRANSFER')
  return list.length ? list : ['OK']
}
