import { Checkbox, NumberInput, Select } from '@mantine/core'
import type { BillingPeriod, OptionPrice, ProductOption } from '@portico/contracts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { useCatalogFormat } from '../../catalog/format.ts'

export type OptionValue = string | number | boolean
type PriceOf = (prices: OptionPrice[]) => number | undefined

/** The price of an option part in a currency and period (undefined when it has none there). */
export const optionPrice =
  (currency: string, period: BillingPeriod): PriceOf =>
  (prices) =>
    prices.find((p) => p.currency === currency && p.period === period)?.price_minor

/** One configurable option as a field: a choice list, a quantity, or yes/no; its price beside it. */
export function OptionField({
  option,
  value,
  onChange,
  priceOf,
  currency,
}: {
  option: ProductOption
  value: OptionValue | undefined
  onChange: (value: OptionValue | undefined) => void
  priceOf: PriceOf
  currency: string
}) {
  const { t } = useFeatureTranslation()
  const format = useCatalogFormat()
  const money = (minor: number | undefined) => (minor ? ` (+${format.money(minor, currency)})` : '')
  const label = format.name(option)
  const testId = `option-${option.code}`
  if (option.kind === 'select') {
    return (
      <Select
        label={label}
        placeholder={t('orders.configure.choose')}
        required={option.required}
        data={option.choices.map((c) => ({
          value: c.code,
          label: `${format.name(c)}${money(priceOf(c.prices))}`,
        }))}
        value={typeof value === 'string' ? value : null}
        onChange={(next) => onChange(next ?? undefined)}
        clearable={!option.required}
        data-testid={testId}
      />
    )
  }
  if (option.kind === 'quantity') {
    const unit = priceOf(option.prices)
    return (
      <NumberInput
        label={label}
        description={
          unit ? t('orders.configure.perUnit', { price: format.money(unit, currency) }) : undefined
        }
        min={option.min}
        max={option.max}
        step={option.step}
        value={typeof value === 'number' ? value : option.min}
        onChange={(next) => onChange(typeof next === 'number' ? next : undefined)}
        allowDecimal={false}
        data-testid={testId}
      />
    )
  }
  return (
    <Checkbox
      label={`${label}${money(priceOf(option.prices))}`}
      checked={value === true}
      onChange={(event) => onChange(event.currentTarget.checked)}
      data-testid={testId}
    />
  )
}

/** The options' price per unit for one period, as the cart will compute it. */
export function optionsTotal(
  options: ProductOption[],
  values: Record<string, OptionValue>,
  priceOf: PriceOf,
) {
  let total = 0
  for (const option of options) {
    const value = values[option.code]
    if (option.kind === 'select' && typeof value === 'string')
      total += priceOf(option.choices.find((c) => c.code === value)?.prices ?? []) ?? 0
    if (option.kind === 'quantity' && typeof value === 'number')
      total += (priceOf(option.prices) ?? 0) * value
    if (option.kind === 'yes_no' && value === true) total += priceOf(option.prices) ?? 0
  }
  return total
}
