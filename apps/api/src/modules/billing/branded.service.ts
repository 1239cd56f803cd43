import type { BillingDocument } from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { brandForCompany } from '../company/brandSeen.service.ts'

type Template = { accent_color: string; logo_png: string | null; footer_text: string | null }

/**
 * A reseller's customer meets only its reseller (issue 15, white-label): on its documents the
 * reseller's details stand where the provider's would (its name, address, VAT id, e-mail; the IBAN
 * to pay stays the one the provider collects on), and mail templates' {{issuer.name}} follow.
 * Documents of the provider's own customers come back as they are.
 */
export async function brandedDocument(ctx: RequestContext, doc: BillingDocument): Promise<BillingDocument> {
  const brand = await brandForCompany(ctx, doc.customer_id)
  if (brand.owner_kind !== 'reseller' || !brand.seller) return doc
  return { ...doc, issuer: { ...brand.seller, iban: doc.issuer?.iban ?? null, bic: doc.issuer?.bic ?? null } }
}

/** The PDF layout for the document's customer: the reseller's logo, colour and footer for its customers. */
export async function brandedTemplate<T extends Template>(
  ctx: RequestContext,
  customerId: string,
  template: T,
): Promise<T> {
  const brand = await brandForCompany(ctx, customerId)
  if (brand.owner_kind !== 'reseller') return template
  const logo = brand.logo_key ? await ctx.platform.files.get(brand.logo_key) : null
  return {
    ...template,
    accent_color: brand.primary_color ?? '#333333',
    logo_png: logo ? `data:image/png;base64,${logo.toString('base64')}` : null,
    footer_text: brand.invoice_footer,
  }
}
