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

type Call = ReturnType<typeof api>

/** An invoice of one line at 0% VAT, issued to the customer by the caller (staff); fails loudly. */
export async function issuedInvoice(
  call: Call,
  customerId: string,
  cents: number,
  description = 'Managed services',
) {
  const draft = await call('POST', '/api/v1/billing/documents', {
    kind: 'invoice',
    customer_id: customerId,
    lines: [{ description, quantity: '1', unit_price_minor: cents, vat_rate_bp: 0 }],
  })
  if (draft.status !== 201) throw new Error(`draft failed: ${draft.status} ${JSON.stringify(draft.body)}`)
  const issued = await call('POST', `/api/v1/billing/documents/${draft.body.data.id}/issue`)
  if (issued.status !== 200) throw new Error(`issue failed: ${issued.status} ${JSON.stringify(issued.body)}`)
  return issued.body.data as {
    id: string
    number: string
    total_minor: number
    balance_minor: number
    status: string
  }
}
