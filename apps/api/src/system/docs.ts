import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

/**
 * The OpenAPI description (/api/openapi.json) and its browsable docs (/api/docs), made from the
 * routes' own schemas. Registered before the routes so that it sees them all.
 */
export const docsPlugin = fp(async function docsPlugin(app: FastifyInstance, { brand }: { brand: string }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `${brand} API`, version: '1' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs' })
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger())
})
