import { availableParallelism } from 'node:os'
import { Piscina } from 'piscina'
import type * as drawings from './pdf.worker.ts'

/** From source (tsx, vitest) the worker is TypeScript and needs tsx; the build emits pdf.worker.js. */
const fromSource = import.meta.url.endsWith('.ts')
let pool: Piscina | undefined

/**
 * PDF drawing (about 8 ms a page of pure CPU) on a pool of worker threads, started on first use:
 * issuing and the API's requests never wait behind a renderer. Idle threads stop after 30 s.
 */
function renderers(): Piscina {
  pool ??= new Piscina({
    filename: new URL(fromSource ? './pdf.worker.ts' : './pdf.worker.js', import.meta.url).href,
    execArgv: fromSource ? ['--import', 'tsx'] : [],
    minThreads: 0,
    maxThreads: Math.max(1, Math.min(4, availableParallelism() - 1)),
    idleTimeout: 30_000,
  })
  return pool
}

type Drawings = typeof drawings

/** A PDF drawn on a worker thread by one of the drawings `pdf.worker.ts` lists. */
export async function renderPdf<Name extends keyof Drawings>(
  name: Name,
  task: Parameters<Drawings[Name]>[0],
): Promise<Buffer> {
  const bytes = (await renderers().run(task, { name })) as Uint8Array
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
}
