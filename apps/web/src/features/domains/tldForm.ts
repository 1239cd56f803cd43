import {
  DOMAIN_PERIODS,
  type DomainPeriod,
  type ProductVisibility,
  type TLD_FEATURES,
  type Tld,
  type TldInput,
  type TldKind,
} from '@portico/contracts'
import { TLD_WINDOWS } from '@portico/domain'
import { toMajor, toMinor } from '../catalog/format.ts'

type TldFeature = (typeof TLD_FEATURES)[number]
/** One price cell: a currency and year count; a price typed in and switched off is kept, not sold. */
export type TldPriceCell = { price: string; enabled: boolean }
export type WindowField = 'grace_days' | 'redemption_days' | 'pending_delete_days'

/** The form as typed: numbers stay strings until the contract reads them. */
export type TldFormState = {
  kind: TldKind
  auth_code_required: boolean
  features: TldFeature[]
  grace_days: string
  redemption_days: string
  pending_delete_days: string
  vat_rate_bp: string
  visibility: ProductVisibility
  currencies: string[]
  /** By cell key `EUR/P1Y`. */
  prices: Record<string, TldPriceCell>
  /** Restore fee by currency; empty: no restore price in that currency. */
  restore: Record<string, string>
  /** Empty: premium names are not sold. */
  premium_cap: string
}

export const cellKey = (currency: string, period: string) => `${currency}/${period}`

/** A guess from the name: .nl is SIDN's, two letters (or a second level such as co.uk) a ccTLD. */
export function guessKind(tld: string): TldKind {
  if (tld === 'nl') return 'nl'
  return tld.length === 2 || tld.includes('.') ? 'cctld' : 'gtld'
}

/** The registries' usual windows for a kind, as the form shows them. */
export function windowsOf(kind: TldKind): Pick<TldFormState, WindowField> {
  const windows = TLD_WINDOWS[kind]
  return {
    grace_days: String(windows.graceDays),
    redemption_days: String(windows.redemptionDays),
    pending_delete_days: String(windows.pendingDeleteDays),
  }
}

export function emptyTldForm(tld: string): TldFormState {
  const kind = guessKind(tld)
  return {
    kind,
    auth_code_required: true,
    features: ['DNSSEC'],
    ...windowsOf(kind),
    vat_rate_bp: '2100',
    visibility: 'public',
    currencies: ['EUR'],
    prices: {},
    restore: {},
    premium_cap: '',
  }
}

export function tldFormOf(tld: Tld): TldFormState {
  return {
    kind: tld.kind,
    auth_code_required: tld.auth_code_required,
    features: tld.features,
    grace_days: String(tld.grace_days),
    redemption_days: String(tld.redemption_days),
    pending_delete_days: String(tld.pending_delete_days),
    vat_rate_bp: String(tld.vat_rate_bp),
    visibility: tld.visibility,
    currencies: [
      ...new Set(['EUR', ...tld.prices.map((p) => p.currency), ...tld.restore_prices.map((r) => r.currency)]),
    ],
    prices: Object.fromEntries(
      tld.prices.map((p) => [
        cellKey(p.currency, p.period),
        { price: toMajor(p.price_minor), enabled: p.enabled },
      ]),
    ),
    restore: Object.fromEntries(tld.restore_prices.map((r) => [r.currency, toMajor(r.price_minor)])),
    premium_cap: toMajor(tld.premium_cap_minor),
  }
}

const hasValue = (cell: TldPriceCell | undefined) =>
  Boolean(cell && (cell.price.trim() !== '' || cell.enabled))

/**
 * The year counts the form offers in a currency. SIDN registers .nl per year only, so a .nl shows one
 * year, plus any longer period that still holds a price (so the contract's message has a place).
 */
export function periodsShown(state: TldFormState, currency: string): DomainPeriod[] {
  if (state.kind !== 'nl') return [...DOMAIN_PERIODS]
  return DOMAIN_PERIODS.filter((p) => p === 'P1Y' || hasValue(state.prices[cellKey(currency, p)]))
}

const integer = (value: string) => (value.trim() === '' ? Number.NaN : Number(value))

/** Which form key an issue of the input lands on: `price:EUR/P2Y`, `restore:EUR`, or the path itself. */
export type IssueKeys = { priceCells: string[]; restoreCurrencies: string[] }

/** The form as the contract's input, with the cell behind each price row and restore row. */
export function tldInputOf(tld: string, state: TldFormState): { input: TldInput; keys: IssueKeys } {
  const priceCells: string[] = []
  const prices: TldInput['prices'] = []
  for (const currency of state.currencies) {
    for (const period of DOMAIN_PERIODS) {
      const key = cellKey(currency, period)
      const cell = state.prices[key]
      if (!cell || !hasValue(cell)) continue
      priceCells.push(key)
      prices.push({ currency, period, price_minor: toMinor(cell.price) ?? Number.NaN, enabled: cell.enabled })
    }
  }
  const restoreCurrencies = state.currencies.filter((c) => (state.restore[c] ?? '').trim() !== '')
  const input: TldInput = {
    tld,
    kind: state.kind,
    auth_code_required: state.auth_code_required,
    features: state.features,
    grace_days: integer(state.grace_days),
    redemption_days: integer(state.redemption_days),
    pending_delete_days: integer(state.pending_delete_days),
    vat_rate_bp: Number(state.vat_rate_bp),
    visibility: state.visibility,
    prices,
    restore_prices: restoreCurrencies.map((currency) => ({
      currency,
      price_minor: toMinor(state.restore[currency] ?? '') ?? Number.NaN,
    })),
    premium_cap_minor: state.premium_cap.trim() === '' ? null : (toMinor(state.premium_cap) ?? Number.NaN),
  }
  return { input, keys: { priceCells, restoreCurrencies } }
}

/** An issue path of the input (`prices.1.period`) as the form's key (`price:EUR/P2Y`). */
export function formErrorKey(path: string, keys: IssueKeys): string {
  const price = /^prices\.(\d+)(\.\w+)?$/.exec(path)
  if (price) {
    const cell = keys.priceCells[Number(price[1])]
    return cell ? `price:${cell}` : 'prices'
  }
  const restore = /^restore_prices\.(\d+)(\.\w+)?$/.exec(path)
  if (restore) {
    const currency = keys.restoreCurrencies[Number(restore[1])]
    return currency ? `restore:${currency}` : 'restore_prices'
  }
  return path
}
