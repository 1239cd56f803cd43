import type { DocumentKind } from '@portico/contracts'

/** Paths of the staff billing screens (spec 2: /billing). */
export const billingPaths = {
  invoices: () => '/billing/invoices',
  quotes: () => '/billing/quotes',
  list: (kind: DocumentKind) => (kind === 'quote' ? '/billing/quotes' : '/billing/invoices'),
  create: (kind: 'invoice' | 'quote' = 'invoice', customerId?: string) =>
    `/billing/new?kind=${kind}${customerId ? `&customer=${customerId}` : ''}`,
  view: (id: string) => `/billing/document/${id}`,
  edit: (id: string) => `/billing/document/${id}?edit=1`,
  settings: () => '/billing/settings',
  emails: () => '/billing/settings/emails',
  email: (key: string, language: string) => `/billing/settings/emails/${key}-${language}`,
  documents: () => '/billing/settings/documents',
  documentTemplate: (language: string) => `/billing/settings/documents/${language}`,
}

/** One key per user action: a retry of the same action replays the stored answer instead of acting twice. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID()
}
