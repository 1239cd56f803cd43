import type { Brand } from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { brandByAddress, brandSeenBy } from './branding.repository.ts'
import { logoUrl } from './branding.service.ts'

type Reader = Pick<RequestContext, 'db' | 'platform'>

/** The brand a company's people meet everywhere: portal, PDFs, mail. */
export type SeenBrand = Brand & {
  owner_id: string | null
  owner_kind: 'provider' | 'reseller' | null
  email_sender_name: string | null
  invoice_footer: string | null
  logo_key: string | null
  /** The seller's own details: a reseller's stand in for the provider's as issuer on its customers' documents. */
  seller: {
    name: string
    street: string | null
    postal_code: string | null
    city: string | null
    country: string | null
    vat_id: string | null
    coc_number: string | null
    email: string | null
  } | null
}

const portalBrand = (ctx: Reader): SeenBrand => ({
  owner_id: null,
  owner_kind: null,
  brand_name: ctx.platform.brand,
  base_theme: null,
  primary_color: null,
  logo_url: null,
  email_sender_name: null,
  invoice_footer: null,
  logo_key: null,
  seller: null,
})

/**
 * The brand of the nearest reseller above (or at) the company, else its provider's. A reseller
 * without a brand of its own still hides the provider: its company name stands in.
 */
export async function brandForCompany(ctx: Reader, companyId: string): Promise<SeenBrand> {
  const seen = await brandSeenBy(ctx, companyId)
  if (!seen) return portalBrand(ctx)
  const { owner, brand } = seen
  const { id, kind: _kind, ...seller } = owner
  const kind = owner.kind === 'reseller' ? 'reseller' : 'provider'
  const fallbackName = kind === 'reseller' ? owner.name : ctx.platform.brand
  return {
    owner_id: owner.id,
    owner_kind: kind,
    brand_name: brand?.brand_name ?? fallbackName,
    base_theme: brand?.base_theme ?? null,
    primary_color: brand?.primary_color ?? null,
    logo_url: logoUrl(owner.id, brand),
    email_sender_name: brand?.email_sender_name ?? null,
    invoice_footer: brand?.invoice_footer ?? null,
    logo_key: brand?.logo_key ?? null,
    seller,
  }
}

const publicPart = ({ brand_name, base_theme, primary_color, logo_url }: SeenBrand): Brand => ({
  brand_name,
  base_theme,
  primary_color,
  logo_url,
})

/**
 * The brand the signed-in person sees: the scope's, else their first company's; staff without a
 * scope their provider's.
 */
export async function myBrand(ctx: RequestContext): Promise<Brand> {
  const companyId =
    ctx.scopeCompanyId ?? (ctx.isStaff ? ctx.providerId : ctx.memberships[0]?.company_id) ?? null
  return publicPart(companyId ? await brandForCompany(ctx, companyId) : portalBrand(ctx))
}

/** The brand of the address the portal was reached through: `?brand=<slug>`, else the host name. */
export async function brandOfAddress(ctx: Reader, address: { host?: string; slug?: string }): Promise<Brand> {
  const brand = address.slug || address.host ? await brandByAddress(ctx, address) : undefined
  if (!brand) return publicPart(portalBrand(ctx))
  return publicPart(await brandForCompany(ctx, brand.company_id))
}

/** The address a request came through: the brand cookie the portal sets for `?brand=`, else the host. */
export function addressOf(request: { hostname: string; headers: { cookie?: string }; query?: unknown }) {
  const query = (request.query ?? {}) as { brand?: unknown }
  const fromQuery = typeof query.brand === 'string' ? query.brand : undefined
  const fromCookie = /(?:^|;\s*)portico_brand=([a-z0-9-]{1,40})/.exec(request.headers.cookie ?? '')?.[1]
  return { slug: (fromQuery ?? fromCookie)?.slice(0, 40), host: request.hostname.toLowerCase() }
}
