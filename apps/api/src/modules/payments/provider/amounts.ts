import { currencyExponent } from '@portico/domain'
import type { ProviderAmount } from './adapter.ts'

/** "10.00" for 1000 minor units of EUR (the decimals of the currency). */
export function amountValue(minor: number, currency: string): string {
  return (minor / 10 ** currencyExponent(currency)).toFixed(currencyExponent(currency))
}

/** Minor units of a provider amount ("10.00" EUR: 1000). */
export function amountMinor(amount: ProviderAmount): number {
  return Math.round(Number(amount.value) * 10 ** currencyExponent(amount.currency))
}
