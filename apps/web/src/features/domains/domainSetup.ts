import {
  type BillingPeriod,
  CartItemInputSchema,
  DOMAIN_CONTACT_ROLES,
  type DomainContactRole,
  type Offer,
} from '@portico/contracts'
import type { SelectedDomain } from './domainSelection.ts'

/** The years a domain is ordered for; the TLD's offer says which of them it sells. */
export const DOMAIN_PERIODS = ['P1Y', 'P2Y', 'P3Y'] as const satisfies readonly BillingPeriod[]
export type DomainPeriod = (typeof DOMAIN_PERIODS)[number]

/**
 * What /domains/setup decides for the chosen names of one company: a preset (its name servers and
 * contacts fill the fields, which stay editable), the name servers, the contact per role, and per name
 * the period. Auth codes stay on the selection itself. Kept in sessionStorage next to the selection,
 * so that /domains/confirm (and a reload) reads the same.
 */
export type DomainSetup = {
  company_id: string
  preset_id: string | null
  nameservers: string[]
  contacts: Record<DomainContactRole, string>
  periods: Record<string, DomainPeriod>
}

export const SETUP_KEY = 'portico.domains.setup'

export const emptySetup = (company: string): DomainSetup => ({
  company_id: company,
  preset_id: null,
  nameservers: [],
  contacts: { registrant_id: '', admin_id: '', tech_id: '', billing_id: '' },
  periods: {},
})

/** The stored setup of a company; anything unreadable or of another company counts as none. */
export function readSetup(company: string): DomainSetup {
  try {
    const raw = window.sessionStorage.getItem(SETUP_KEY)
    const value = raw ? (JSON.parse(raw) as Partial<DomainSetup>) : null
    if (!value || value.company_id !== company) return emptySetup(company)
    const empty = emptySetup(company)
    return {
      ...empty,
      preset_id: typeof value.preset_id === 'string' ? value.preset_id : null,
      nameservers: Array.isArray(value.nameservers) ? value.nameservers.map(String) : [],
      contacts: { ...empty.contacts, ...(value.contacts ?? {}) },
      periods: { ...(value.periods ?? {}) },
    }
  } catch {
    return emptySetup(company)
  }
}

export function writeSetup(setup: DomainSetup | null) {
  try {
    if (setup) window.sessionStorage.setItem(SETUP_KEY, JSON.stringify(setup))
    else window.sessionStorage.removeItem(SETUP_KEY)
  } catch {
    // Private mode without storage: the setup lives as long as the page.
  }
}

const YEARS: Record<DomainPeriod, number> = { P1Y: 1, P2Y: 2, P3Y: 3 }

/** The periods a name can be ordered for: a transfer is one year; a registration what the TLD sells. */
export function periodsOf(item: SelectedDomain, offer: Offer | undefined): DomainPeriod[] {
  if (item.action === 'transfer') return ['P1Y']
  const sold = DOMAIN_PERIODS.filter((p) => offer?.prices.some((price) => price.period === p))
  return sold.length ? sold : ['P1Y']
}

/** The chosen period, if the name can still be ordered for it; else its first. */
export function periodOf(setup: DomainSetup, item: SelectedDomain, offer: Offer | undefined): DomainPeriod {
  const allowed = periodsOf(item, offer)
  const chosen = setup.periods[item.domain]
  return chosen && allowed.includes(chosen) ? chosen : (allowed[0] ?? 'P1Y')
}

/**
 * The price of a name for its period. One year is the check's price (a premium name's own); more
 * years the TLD's price for them, or a premium name's yearly price times the years.
 */
export function priceOf(item: SelectedDomain, period: DomainPeriod, offer: Offer | undefined): number | null {
  if (item.price_minor === null) return null
  if (period === 'P1Y' || item.action === 'transfer') return item.price_minor
  const yearly = offer?.prices.find((p) => p.period === 'P1Y')?.price_minor
  const forPeriod = offer?.prices.find((p) => p.period === period)?.price_minor
  if (forPeriod !== undefined && yearly === item.price_minor) return forPeriod
  return item.price_minor * YEARS[period]
}

/** A cart line of a chosen name as the contract has it: only what was given is sent. */
export function cartItemOf(item: SelectedDomain, setup: DomainSetup, period: DomainPeriod) {
  const nameservers = setup.nameservers.map((h) => h.trim()).filter(Boolean)
  const contacts = Object.fromEntries(
    DOMAIN_CONTACT_ROLES.filter((role) => setup.contacts[role]).map((role) => [role, setup.contacts[role]]),
  )
  return {
    product_id: item.product_id,
    period,
    domain: {
      name: item.domain,
      action: item.action,
      ...(item.action === 'transfer' && item.auth_code?.trim() ? { auth_code: item.auth_code.trim() } : {}),
      ...(setup.preset_id ? { preset_id: setup.preset_id } : {}),
      ...contacts,
      ...(nameservers.length ? { nameservers } : {}),
    },
  }
}

/** Where a setup is incomplete; the keys are the form's (`registrant_id`, `nameservers.1`, `auth_code.<name>`). */
export type SetupProblem = { field: string; code: 'required' | 'invalid' | 'authCode' }

/**
 * Checks the setup with the cart line's contract before it goes on: a registrant (a preset names one
 * too), name servers of the right form and number, and an auth code for a transfer that needs one.
 */
export function setupProblems(
  items: readonly SelectedDomain[],
  setup: DomainSetup,
  needsAuthCode: (item: SelectedDomain) => boolean,
): SetupProblem[] {
  const problems: SetupProblem[] = []
  if (!setup.contacts.registrant_id) problems.push({ field: 'registrant_id', code: 'required' })
  const seen = new Set<string>()
  for (const item of items) {
    if (item.action === 'transfer' && needsAuthCode(item) && !item.auth_code?.trim())
      problems.push({ field: `auth_code.${item.domain}`, code: 'authCode' })
    const parsed = CartItemInputSchema.safeParse(cartItemOf(item, setup, 'P1Y'))
    if (parsed.success) continue
    for (const issue of parsed.error.issues) {
      const [key, index] = issue.path.slice(1)
      const field =
        key === 'nameservers'
          ? index === undefined
            ? 'nameservers'
            : `nameservers.${nameserverIndex(setup, Number(index))}`
          : key === 'auth_code'
            ? `auth_code.${item.domain}`
            : String(key ?? 'form')
      if (!seen.has(field)) problems.push({ field, code: 'invalid' })
      seen.add(field)
    }
  }
  return problems
}

/** The place in the editor of the n-th name server sent (empty fields are not sent). */
function nameserverIndex(setup: DomainSetup, sent: number): number {
  let n = -1
  for (const [i, host] of setup.nameservers.entries()) {
    if (host.trim()) n++
    if (n === sent) return i
  }
  return Number.NaN
}
