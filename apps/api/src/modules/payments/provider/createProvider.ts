import type { PaymentProvider } from './adapter.ts'
import { type MollieSettings, mollieProvider } from './mollie.ts'
import { sandboxProvider } from './sandbox.ts'

/** Mollie when its API key is configured (MOLLIE_API_KEY), else the sandbox provider. */
export function createPaymentProvider(settings: MollieSettings | undefined): PaymentProvider {
  return settings ? mollieProvider(settings) : sandboxProvider()
}

/**
 * An issuer's own Mollie account by its API key (a reseller collecting on its own account): one
 * client per key, kept; `apiEndpoint` is Mollie's own unless set (tests point it at a local fake).
 */
export function paymentAccounts(apiEndpoint?: string): (apiKey: string) => PaymentProvider {
  const clients = new Map<string, PaymentProvider>()
  return (apiKey) => {
    let provider = clients.get(apiKey)
    if (!provider) {
      provider = mollieProvider({ apiKey, ...(apiEndpoint ? { apiEndpoint } : {}) })
      clients.set(apiKey, provider)
    }
    return provider
  }
}
