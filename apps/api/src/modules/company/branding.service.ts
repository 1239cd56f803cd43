import { type BrandInput, BrandInputSchema, type BrandSettings } from '@portico/contracts'
import { primaryColorProblem } from '@portico/domain'
import { newFileKey } from '../../adapters/files.ts'
import type { RequestContext } from '../../auth/context.ts'
import { canEdit } from '../../auth/permissions.ts'
import { audit, auditedWrite } from '../../lib/audit.ts'
import { AppError, BadRequest, Conflict, Forbidden, NotFound } from '../../lib/errors.ts'
import { withValues } from '../../lib/texts.ts'
import { sniffType } from '../support/files.ts'
import {
  type BrandRow,
  brandAddressTaken,
  findCompanyBrand,
  setBrandLogo,
  writeBrand,
} from './branding.repository.ts'
import { brandingTexts } from './branding.texts.ts'
import { companyTexts } from './company.texts.ts'

/** The largest logo accepted (413 above it). */
export const LOGO_MAX_BYTES = 512 * 1024
const LOGO_TYPES = { 'image/png': 'png', 'image/jpeg': 'jpg' } as const

/** Where the portal, the sign-in page and the mails load a brand's logo from (public, cache-busted). */
export const logoUrl = (companyId: string, brand: Pick<BrandRow, 'logo_key'> | null) =>
  brand?.logo_key ? `/api/brands/${companyId}/logo?v=${/-(\w+)\.\w+$/.exec(brand.logo_key)?.[1] ?? ''}` : null

async function load(ctx: RequestContext, companyId: string) {
  const found = await findCompanyBrand(ctx, companyId)
  if (!found) throw new NotFound(companyTexts.companyNotFound)
  return found
}

const brandable = (kind: string) => kind === 'provider' || kind === 'reseller'

/** A company's brand settings (defaults at version 0 before the first save). */
export async function getBrandSettings(ctx: RequestContext, companyId: string): Promise<BrandSettings> {
  const { company, brand } = await load(ctx, companyId)
  return {
    company_id: company.id,
    company_name: company.name,
    brandable: brandable(company.kind),
    editable: brandable(company.kind) && canEdit(ctx, company),
    brand_name: brand?.brand_name ?? company.name,
    base_theme: brand?.base_theme ?? 'default',
    primary_color: brand?.primary_color ?? null,
    email_sender_name: brand?.email_sender_name ?? null,
    invoice_footer: brand?.invoice_footer ?? null,
    host_name: brand?.host_name ?? null,
    slug: brand?.slug ?? null,
    logo_url: logoUrl(company.id, brand),
    version: brand?.version ?? 0,
  }
}

/** The brand's owner: a provider's or reseller's admins, or staff above it; others get 403. */
async function editable(ctx: RequestContext, companyId: string) {
  const found = await load(ctx, companyId)
  if (!brandable(found.company.kind)) throw new Forbidden(brandingTexts.notBrandable)
  if (!canEdit(ctx, found.company)) throw new Forbidden()
  return found
}

/** Refuses a primary colour whose text would not reach WCAG AA, naming the field and the ratio. */
function checkContrast(colour: string | null) {
  const problem = colour ? primaryColorProblem(colour) : null
  if (!problem) return
  const text = problem.check === 'white-text' ? brandingTexts.whiteText : brandingTexts.lightBackground
  const why = withValues(text, { ratio: problem.ratio.toFixed(2) })
  throw new BadRequest(why, [{ field: 'primary_color', message: why }])
}

export async function saveBrand(
  ctx: RequestContext,
  input: { companyId: string; version: number; body: BrandInput },
): Promise<BrandSettings> {
  const body = BrandInputSchema.parse(input.body)
  await editable(ctx, input.companyId)
  checkContrast(body.primary_color)
  const { host_name, slug } = body
  if ((host_name || slug) && (await brandAddressTaken(ctx, input.companyId, { host_name, slug })))
    throw new Conflict(brandingTexts.addressTaken)
  const before = await getBrandSettings(ctx, input.companyId)
  return auditedWrite(
    ctx,
    {
      action: 'brand.saved',
      entity: 'company',
      entity_id: input.companyId,
      company_id: input.companyId,
      before,
    },
    (tx) => writeBrand(tx, input.companyId, input.version, body),
    (tx) => getBrandSettings(tx, input.companyId),
  )
}

/** Stores a new logo (PNG or JPEG by content, at most 512 KB) and removes the one it replaces. */
export async function uploadBrandLogo(
  ctx: RequestContext,
  { companyId, content }: { companyId: string; content: Buffer },
): Promise<BrandSettings> {
  const { company, brand } = await editable(ctx, companyId)
  if (content.length > LOGO_MAX_BYTES) {
    const size = `${Math.ceil(content.length / 1024)} KB`
    throw new AppError(413, 'logo_too_large', withValues(brandingTexts.logoTooLarge, { size }))
  }
  const type = sniffType(content)
  if (type !== 'image/png' && type !== 'image/jpeg')
    throw new AppError(415, 'unsupported_logo_type', brandingTexts.logoType)
  const key = newFileKey(`brands/${companyId}`, 'logo', LOGO_TYPES[type])
  await ctx.platform.files.put(key, content, type)
  let previous: string | null = null
  try {
    await ctx.transaction(async (tx) => {
      if (!brand) await writeBrand(tx, companyId, 0, { brand_name: company.name })
      previous = (await setBrandLogo(tx, companyId, { key, type }))?.previous ?? null
      await audit(tx, {
        action: 'brand.logo_set',
        entity: 'company',
        entity_id: companyId,
        company_id: companyId,
      })
    })
  } catch (error) {
    await ctx.platform.files.delete(key)
    throw error
  }
  if (previous) await ctx.platform.files.delete(previous)
  return getBrandSettings(ctx, companyId)
}

export async function deleteBrandLogo(ctx: RequestContext, companyId: string): Promise<BrandSettings> {
  await editable(ctx, companyId)
  const previous = await ctx.transaction(async (tx) => {
    const changed = await setBrandLogo(tx, companyId, null)
    await audit(tx, {
      action: 'brand.logo_removed',
      entity: 'company',
      entity_id: companyId,
      company_id: companyId,
    })
    return changed?.previous ?? null
  })
  if (previous) await ctx.platform.files.delete(previous)
  return getBrandSettings(ctx, companyId)
}
