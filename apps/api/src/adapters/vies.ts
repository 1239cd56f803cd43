import type { VatCheck } from '@portico/contracts'
import { normalizeVatId, vatCountry } from '@portico/domain'

/** Checks a VAT id with the EU's VIES service. */
export type ViesChecker = { source: VatCheck['source']; check(vatId: string): Promise<VatCheck> }

/**
 * Sandbox: no outside call. A well-formed id is valid, except ids ending in 0000 (invalid) and 9999
 * (service unavailable), so every outcome can be tried out.
 */
export function sandboxVies(): ViesChecker {
  return {
    source: 'sandbox',
    async check(vatId) {
      const id = normalizeVatId(vatId)
      const at = new Date().toISOString()
      if (!vatCountry(id)) return { status: 'format_invalid', checked_at: at, name: null, source: 'sandbox' }
      if (id.endsWith('9999')) return { status: 'unavailable', checked_at: at, name: null, source: 'sandbox' }
      if (id.endsWith('0000')) return { status: 'invalid', checked_at: at, name: null, source: 'sandbox' }
      return { status: 'valid', checked_at: at, name: `Sandbox company ${id}`, source: 'sandbox' }
    },
  }
}

/** The real VIES REST service (VIES_URL). Unreachable or erroring means 'unavailable': fail closed. */
export function restVies(baseUrl: string, fetchImpl: typeof fetch = fetch): ViesChecker {
  return {
    source: 'vies',
    async check(vatId) {
      const id = normalizeVatId(vatId)
      const at = new Date().toISOString()
      const country = vatCountry(id)
      if (!country) return { status: 'format_invalid', checked_at: at, name: null, source: 'vies' }
      try {
        const response = await fetchImpl(`${baseUrl.replace(/\/$/, '')}/check-vat-number`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ countryCode: country, vatNumber: id.slice(2) }),
          signal: AbortSignal.timeout(10_000),
        })
        if (!response.ok) return { status: 'unavailable', checked_at: at, name: null, source: 'vies' }
        const body = (await response.json()) as { valid?: boolean; name?: string }
        const name = body.name && body.name !== '---' ? body.name : null
        return { status: body.valid ? 'valid' : 'invalid', checked_at: at, name, source: 'vies' }
      } catch {
        return { status: 'unavailable', checked_at: at, name: null, source: 'vies' }
      }
    },
  }
}
