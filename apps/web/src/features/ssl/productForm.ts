import {
  type ProductVisibility,
  SSL_PERIODS,
  type SslProduct,
  type SslProductInput,
  type SslValidationType,
} from '@portico/contracts'
import type { PriceGridCell } from '../../shared/ui/PriceGrid.tsx'
import { toMajor, toMinor } from '../catalog/format.ts'

/** The form as typed: numbers stay strings until the contract reads them. */
export type SslProductFormState = {
  name_en: string
  name_nl: string
  brand: string
  validation: SslValidationType
  wildcard: boolean
  max_sans: string
  included_sans: string
  periods: number[]
  vat_rate_bp: string
  visibility: ProductVisibility
  currencies: string[]
  /** By cell key `EUR/P1Y`. */
  prices: Record<string, PriceGridCell>
}

const cellKey = (currency: string, period: string) => `${currency}/${period}`

export function emptySslProductForm(code: string): SslProductFormState {
  return {
    name_en: '',
    name_nl: '',
    brand: code.split('_')[0]?.replace(/^./, (c) => c.toUpperCase()) ?? '',
    validation: 'DV',
    wildcard: code.includes('wildcard'),
    max_sans: '0',
    included_sans: '0',
    periods: [12],
    vat_rate_bp: '2100',
    visibility: 'public',
    currencies: ['EUR'],
    prices: {},
  }
}

export function sslProductFormOf(product: SslProduct): SslProductFormState {
  const currencies = [...new Set(product.prices.map((p) => p.currency))]
  return {
    name_en: product.name_en,
    name_nl: product.name_nl,
    brand: product.brand,
    validation: product.validation,
    wildcard: product.wildcard,
    max_sans: String(product.max_sans),
    included_sans: String(product.included_sans),
    periods: product.periods,
    vat_rate_bp: String(product.vat_rate_bp),
    visibility: product.visibility,
    currencies: currencies.length ? currencies : ['EUR'],
    prices: Object.fromEntries(
      product.prices.map((p) => [
        cellKey(p.currency, p.period),
        { price: toMajor(p.price_minor), enabled: p.enabled },
      ]),
    ),
  }
}

const whole = (value: string) => (value.trim() === '' ? Number.NaN : Number(value))

/** The contract's input from the form; `keys` maps a price's index back to its cell for messages. */
export function sslProductInputOf(code: string, state: SslProductFormState) {
  const keys: string[] = []
  const prices = state.currencies.flatMap((currency) =>
    SSL_PERIODS.flatMap((period) => {
      const cell = state.prices[cellKey(currency, period)]
      if (!cell || cell.price.trim() === '') return []
      keys.push(cellKey(currency, period))
      return [{ currency, period, price_minor: toMinor(cell.price) ?? Number.NaN, enabled: cell.enabled }]
    }),
  )
  const input: SslProductInput = {
    ca_product: code,
    name_en: state.name_en,
    name_nl: state.name_nl,
    brand: state.brand,
    validation: state.validation,
    wildcard: state.wildcard,
    max_sans: whole(state.max_sans),
    included_sans: whole(state.included_sans),
    periods: state.periods as SslProductInput['periods'],
    vat_rate_bp: whole(state.vat_rate_bp),
    visibility: state.visibility,
    prices,
  }
  return { input, keys }
}

/** Where a contract issue's message goes: a price cell (`price:EUR/P1Y`), or the field's name. */
export function formErrorKey(path: string, keys: string[]): string {
  const price = /^prices\.(\d+)/.exec(path)
  if (price) return `price:${keys[Number(price[1])] ?? ''}`
  return path.split('.')[0] ?? path
}
