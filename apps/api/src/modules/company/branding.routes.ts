import { BrandInputSchema, BrandSchema, BrandSettingsSchema, IdParamsSchema } from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { one, routes } from '../../lib/route.ts'
import {
  deleteBrandLogo,
  getBrandSettings,
  LOGO_MAX_BYTES,
  saveBrand,
  uploadBrandLogo,
} from './branding.service.ts'
import { myBrand } from './brandSeen.service.ts'

/** Image bodies are read whole (a little over the cap, so the service answers 413 in the caller's language). */
const IMAGE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/svg+xml',
  'application/octet-stream',
]

/** White-label branding (issue 15): a provider's or reseller's brand, and the brand the caller sees. */
export async function brandingRoutes(app: FastifyInstance) {
  app.addContentTypeParser(
    IMAGE_TYPES,
    { parseAs: 'buffer', bodyLimit: 4 * LOGO_MAX_BYTES },
    (_req, body, done) => done(null, body),
  )
  const r = routes(app, { tag: 'branding', access: 'authenticated' })
  const settings = { params: IdParamsSchema, response: one(BrandSettingsSchema), etag: true }
  r.get(
    '/brand',
    'getMyBrand',
    {
      response: one(BrandSchema),
      description:
        'The brand the caller sees: their reseller’s for a reseller’s customer, else their provider’s.',
    },
    (ctx) => myBrand(ctx),
  )
  r.get(
    '/companies/:id/branding',
    'getBrandSettings',
    { ...settings, problems: ['notFound'] },
    (ctx, { params }) => getBrandSettings(ctx, params.id),
  )
  r.put(
    '/companies/:id/branding',
    'saveBrand',
    {
      ...settings,
      body: BrandInputSchema,
      problems: ['notFound', 'conflict', 'ifMatch'],
      description:
        'A provider’s or reseller’s admins, and staff above it. A primary colour that white text or the light background cannot reach WCAG AA (4.5:1) on is refused (400 naming primary_color).',
    },
    (ctx, { params, body, version }) => saveBrand(ctx, { companyId: params.id, version, body }),
  )
  r.put(
    '/companies/:id/branding/logo',
    'uploadBrandLogo',
    {
      ...settings,
      body: z.instanceof(Buffer),
      consumes: IMAGE_TYPES,
      problems: ['notFound', 'tooLarge', 'unsupportedType'],
      description: `The logo's bytes as the body: PNG or JPEG by content, at most ${LOGO_MAX_BYTES / 1024} KB (413 above, 415 for any other type, SVG included).`,
    },
    (ctx, { params, body }) => uploadBrandLogo(ctx, { companyId: params.id, content: body }),
  )
  r.delete(
    '/companies/:id/branding/logo',
    'deleteBrandLogo',
    { ...settings, problems: ['notFound'] },
    (ctx, { params }) => deleteBrandLogo(ctx, params.id),
  )
}
