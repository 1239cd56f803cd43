import type { TestApp } from './testApp.ts'
import { api } from './tokens.ts'

/** A staff member's shortcuts for billing tests. */
export function billing(t: TestApp, token: string) {
  const call = api(t, token)
  return {
    call,
    async draft(customerId: string, lines?: unknown[], extra: Record<string, unknown> = {}) {
      const res = await call('POST', '/api/v1/billing/documents', {
        kind: 'invoice',
        customer_id: customerId,
        lines: lines ?? [
          { description: 'Managed hosting', quantity: '3', unit_price_minor: 1999, vat_rate_bp: 2100 },
          { description: 'Domain', quantity: '1', unit_price_minor: 1000, vat_rate_bp: 2100 },
          { description: 'Manual (book)', quantity: '2', unit_price_minor: 450, vat_rate_bp: 900 },
        ],
        ...extra,
      })
      if (res.status !== 201) throw new Error(`draft failed: ${res.status} ${JSON.stringify(res.body)}`)
      return res.body.data as { id: string; version: number; total_minor: number }
    },
    issue: (id: string, key?: string) =>
      api(t, token)(
        'POST',
        `/api/v1/billing/documents/${id}/issue`,
        undefined,
        key ? { 'idempotency-key': key } : {},
      ),
  }
}
