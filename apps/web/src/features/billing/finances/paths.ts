import type { DocumentKind } from '@portico/contracts'

/** Quotes open under /finances/quotes; invoices and credit notes under /finances/invoices. */
export const financePaths = {
  view: (kind: DocumentKind, id: string) =>
    kind === 'quote' ? `/finances/quotes/${id}` : `/finances/invoices/${id}`,
}
