import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { RequestContext } from '../../auth/context.ts'
import { brandLogo } from './branding.repository.ts'

/**
 * A brand's logo, public like the sign-in page that shows it (outside /api/v1 and its matrix). Only
 * PNG or JPEG is ever stored (checked by content), served with nosniff and a CSP that runs nothing.
 */
export async function brandingPublicRoutes(app: FastifyInstance, { db }: Pick<RequestContext, 'db'>) {
  app.get(
    '/api/brands/:id/logo',
    { config: { access: 'public' }, schema: { hide: true, params: z.strictObject({ id: z.uuid() }) } },
    async (request, reply) => {
      const { id } = request.params as { id: string }
      const logo = await brandLogo({ db }, id)
      const content = logo && (await app.platform.files.get(logo.key))
      if (!logo || !content) return reply.callNotFound()
      return reply
        .type(logo.type)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'")
        .header('Cache-Control', 'public, max-age=86400')
        .send(content)
    },
  )
}
