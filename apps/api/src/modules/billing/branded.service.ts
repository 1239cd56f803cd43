import type { RequestContext } from '../../auth/context.ts'
import { brandForCompany } from '../company/brandSeen.service.ts'

type Template = { accent_color: string; logo_png: string | null; footer_text: string | null }

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
