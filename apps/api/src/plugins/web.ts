import { join, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * The built web app (apps/web/dist). Vite names each file under assets/ by its content's hash: a
 * browser keeps it for a year without asking again (and V8 keeps its compiled code beside it).
 * The rest (index.html, which names them) is revalidated on every load. The build writes a .br and
 * a .gz beside each asset (apps/web/precompress.ts); `preCompressed` sends the one the browser
 * accepts, so nothing static is compressed per request.
 */
export const webPlugin = fp(async function webPlugin(app: FastifyInstance, { root }: { root: string }) {
  const assets = join(root, 'assets') + sep
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply, path) => {
      reply.header('Cache-Control', path.startsWith(assets) ? IMMUTABLE : 'no-cache')
    },
  })
})
