import type { PaymentProvider } from './adapter.ts'
import { type MollieSettings, mollieProvider } from './mollie.ts'
import { sandboxProvider } from './sandbox.ts'

/** Mollie when its API key is configured (MOLLIE_API_KEY), else the sandbox provider. */
export function createPaymentProvider(settings: MollieSettings | undefined): PaymentProvider {
  return settings ? mollieProvider(settings) : sandboxProvider()
}
