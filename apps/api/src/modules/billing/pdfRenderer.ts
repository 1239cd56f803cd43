import { availableParallelism } from 'node:os'
import type { BillingDocument } from '@portico/contracts'
import { Piscina } from 'piscina'
import type { drawDocumentPdf } from './pdf.ts'

type Template = Parameters<typeof drawDocumentPdf>[1]

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

/** The document as PDF, drawn on a worker thread. */
export async function renderDocumentPdf(doc: BillingDocument, template: Template): Promise<Buffer> {
  const bytes = (await renderers().run({ doc, template })) as Uint8Array
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
}
