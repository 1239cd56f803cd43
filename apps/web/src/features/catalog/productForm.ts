import {
  BILLING_PERIODS,
  type BillingPeriod,
  type CatalogCategory,
  type Product,
  type ProductInput,
  type ProductOption,
  type ProductType,
  type ProductVisibility,
} from '@portico/contracts'
import { toMajor, toMinor } from './format.ts'

/** One cell of the prices grid: a currency and period; a price typed in and switched off is kept, not sold. */
export type PriceCell = { price: string; setup: string; enabled: boolean }
/** Option (or choice) prices per cell key, as typed. */
export type CellAmounts = Record<string, string>
export type ChoiceState = { code: string; name_en: string; name_nl: string; prices: CellAmounts }
export type OptionState = {
  kind: ProductOption['kind']
  code: string
  name_en: string
  name_nl: string
  required: boolean
  min: string
  max: string
  step: string
  prices: CellAmounts
  choices: ChoiceState[]
}
export type ProductFormState = {
  code: string
  name_en: string
  name_nl: string
  description_en: string
  description_nl: string
  category: CatalogCategory | ''
  type: ProductType
  adapter: string
  vat_rate_bp: string
  visibility: ProductVisibility
  commitment_months: string
  notice_days: string
  currencies: string[]
  prices: Record<string, PriceCell>
  options: OptionState[]
}

export const cellKey = (currency: string, period: string) => `${currency}/${period}`
/** The periods a type sells: a one-off only once, everything else the recurring ones. */
export const periodsOf = (type: ProductType): BillingPeriod[] =>
  type === 'one_off' ? ['once'] : BILLING_PERIODS.filter((p) => p !== 'once')

export function emptyProductForm(): ProductFormState {
  return {
    code: '',
    name_en: '',
    name_nl: '',
    description_en: '',
    description_nl: '',
    category: '',
    type: 'service',
    adapter: 'sandbox',
    vat_rate_bp: '2100',
    visibility: 'public',
    commitment_months: '0',
    notice_days: '0',
    currencies: ['EUR'],
    prices: {},
    options: [],
  }
}

export const emptyOption = (kind: ProductOption['kind'] = 'yes_no'): OptionState => ({
  kind,
  code: '',
  name_en: '',
  name_nl: '',
  required: false,
  min: '0',
  max: '10',
  step: '1',
  prices: {},
  choices: kind === 'select' ? [{ code: '', name_en: '', name_nl: '', prices: {} }] : [],
})

const amountsOf = (prices: { currency: string; period: string; price_minor: number }[]): CellAmounts =>
  Object.fromEntries(prices.map((p) => [cellKey(p.currency, p.period), toMajor(p.price_minor)]))

export function productFormOf(product: Product): ProductFormState {
  const currencies = [...new Set(['EUR', ...product.prices.map((p) => p.currency)])]
  return {
    ...product,
    description_en: product.description_en ?? '',
    description_nl: product.description_nl ?? '',
    vat_rate_bp: String(product.vat_rate_bp),
    commitment_months: String(product.commitment_months),
    notice_days: String(product.notice_days),
    currencies,
    prices: Object.fromEntries(
      product.prices.map((p) => [
        cellKey(p.currency, p.period),
        {
          price: toMajor(p.price_minor),
          setup: p.setup_minor ? toMajor(p.setup_minor) : '',
          enabled: p.enabled,
        },
      ]),
    ),
    options: product.options.map((o) => ({
      ...emptyOption(o.kind),
      ...o,
      min: o.kind === 'quantity' ? String(o.min) : '0',
      max: o.kind === 'quantity' ? String(o.max) : '10',
      step: o.kind === 'quantity' ? String(o.step) : '1',
      prices: o.kind === 'select' ? {} : amountsOf(o.prices),
      choices: o.kind === 'select' ? o.choices.map((c) => ({ ...c, prices: amountsOf(c.prices) })) : [],
    })),
  }
}

const integer = (value: string) => (value.trim() === '' ? Number.NaN : Number(value))

function optionPrices(amounts: CellAmounts) {
  return Object.entries(amounts)
    .filter(([, value]) => value.trim() !== '')
    .map(([key, value]) => {
      const [currency = '', period = ''] = key.split('/')
      return { currency, period, price_minor: toMinor(value) }
    })
}

/**
 * The form as the schema's input, and which grid cell each price row came from (so `prices.3.x`
 * issues land on their cell). Cells left empty and switched off are not sold and not sent.
 */
export function productInputOf(state: ProductFormState): { input: ProductInput; priceCells: string[] } {
  const priceCells: string[] = []
  const prices = []
  for (const currency of state.currencies) {
    for (const period of periodsOf(state.type)) {
      const key = cellKey(currency, period)
      const cell = state.prices[key]
      if (!cell || (cell.price.trim() === '' && !cell.enabled)) continue
      priceCells.push(key)
      prices.push({
        currency,
        period,
        price_minor: toMinor(cell.price) ?? Number.NaN,
        setup_minor: toMinor(cell.setup) ?? 0,
        enabled: cell.enabled,
      })
    }
  }
  const options = state.options.map((o) => {
    const base = { kind: o.kind, code: o.code, name_en: o.name_en, name_nl: o.name_nl, required: o.required }
    if (o.kind === 'select') {
      return { ...base, choices: o.choices.map((c) => ({ ...c, prices: optionPrices(c.prices) })) }
    }
    if (o.kind === 'quantity') {
      return {
        ...base,
        min: integer(o.min),
        max: integer(o.max),
        step: integer(o.step),
        prices: optionPrices(o.prices),
      }
    }
    return { ...base, prices: optionPrices(o.prices) }
  })
  const input = {
    code: state.code,
    name_en: state.name_en,
    name_nl: state.name_nl,
    description_en: state.description_en || null,
    description_nl: state.description_nl || null,
    category: state.category,
    type: state.type,
    adapter: state.adapter,
    vat_rate_bp: Number(state.vat_rate_bp),
    visibility: state.visibility,
    commitment_months: integer(state.commitment_months),
    notice_days: integer(state.notice_days),
    prices,
    options,
  } as ProductInput
  return { input, priceCells }
}

/** An issue path of the input (`prices.2.price_minor`) as the form's error key (`price:EUR/P1Y`). */
export function formErrorKey(path: string, priceCells: string[]): string {
  const match = /^prices\.(\d+)\.(\w+)$/.exec(path)
  if (!match) return path
  const cell = priceCells[Number(match[1])]
  const field = match[2] === 'setup_minor' ? 'setup' : 'price'
  return cell ? `${field}:${cell}` : 'prices'
}
