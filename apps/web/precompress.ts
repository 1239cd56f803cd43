/// <reference types="node" />
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)
/** Text the browser fetches; source maps only open in developer tools. */
const COMPRESSIBLE = /\.(?:m?js|css|html|svg|json)$/
/** Smaller files gain less than the bytes of the header that says they are compressed. */
const MIN_BYTES = 1024

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip, best level) beside each script,
 * stylesheet and page of the build: the server sends them as they are (@fastify/static's
 * `preCompressed`, apps/api/src/plugins/web.ts) instead of compressing on every request.
 */
export function precompress(): Plugin {
  return {
    name: 'portico-precompress',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      if (!dir) return
      const writes = Object.values(bundle).flatMap((file) => {
        const content = file.type === 'chunk' ? Buffer.from(file.code) : Buffer.from(file.source)
        if (!COMPRESSIBLE.test(file.fileName) || content.length < MIN_BYTES) return []
        const path = join(dir, file.fileName)
        return [
          brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).then((data) =>
            writeFile(`${path}.br`, data),
          ),
          gz(content, { level: 9 }).then((data) => writeFile(`${path}.gz`, data)),
        ]
      })
      await Promise.all(writes)
    },
  }
}
