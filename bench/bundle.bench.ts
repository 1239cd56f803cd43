import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { build } from 'vite'

const root = fileURLToPath(new URL('..', import.meta.url))
const webRoot = join(root, 'apps/web')
// Inside the repository's node_modules, so React and Mantine resolve from /work/main/node_modules.
const cacheDir = join(root, 'node_modules/.cache/portico-bench')

/**
 * Issue 26 budget: at most 1.5x the bare page and at most 150 KB compressed (issue 3 allowed 250 KB);
 * kB = 1000 bytes, as Vite reports.
 */
const TARGET_RATIO = 1.5
const TARGET_KB = 150

export type BundleSize = { files: string[]; gzipBytes: number; brotliBytes: number }

const BROTLI_BEST = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }

/** Static imports and re-exports in Vite's output (`import{a}from"./x.js"`, `import"./x.js"`); not import(). */
const STATIC_IMPORT = /(?<![\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+\.js)["']/g

function htmlScripts(html: string): string[] {
  const found: string[] = []
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/g) ?? []) {
    const isModule = tag.startsWith('<script') && /\btype=["']?module/.test(tag)
    const isPreload = tag.startsWith('<link') && /\brel=["']?modulepreload/.test(tag)
    const src = /\b(?:src|href)=["']?([^"'\s>]+)/.exec(tag)?.[1]
    if ((isModule || isPreload) && src && !/^[a-z]+:/i.test(src)) found.push(src)
  }
  return found
}

/**
 * All JavaScript a page of `distDir` loads before anything lazy: the module scripts and modulepreloads
 * of index.html, and everything they import statically. Lazy chunks (dynamic import()) are not counted.
 */
export function initialJs(distDir: string): BundleSize {
  const toFile = (url: string, from = distDir) =>
    url.startsWith('/')
      ? join(distDir, url.split(/[?#]/)[0] ?? url)
      : resolve(from, url.split(/[?#]/)[0] ?? url)
  const queue = htmlScripts(readFileSync(join(distDir, 'index.html'), 'utf8')).map((url) => toFile(url))
  const seen = new Set<string>()
  let gzipBytes = 0
  let brotliBytes = 0
  while (queue.length > 0) {
    const file = queue.shift() as string
    if (seen.has(file)) continue
    seen.add(file)
    const code = readFileSync(file)
    gzipBytes += gzipSync(code, { level: 9 }).length
    brotliBytes += brotliCompressSync(code, BROTLI_BEST).length
    for (const match of code.toString('utf8').matchAll(STATIC_IMPORT)) {
      const spec = match[1] ?? ''
      if (spec.startsWith('.') || spec.startsWith('/')) queue.push(toFile(spec, dirname(file)))
    }
  }
  return {
    files: [...seen].map((file) => file.slice(distDir.length + 1)).sort(),
    gzipBytes,
    brotliBytes,
  }
}

/** A bare Vite + React + Mantine page (MantineProvider and one Button), same versions as the app. */
async function buildBarePage(): Promise<string> {
  const dir = join(cacheDir, 'bare-mantine')
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Bare</title></head>' +
      '<body><div id="root"></div><script type="module" src="/main.jsx"></script></body></html>',
  )
  writeFileSync(
    join(dir, 'main.jsx'),
    [
      "import '@mantine/core/styles.css'",
      "import { Button, MantineProvider } from '@mantine/core'",
      "import { StrictMode } from 'react'",
      "import { createRoot } from 'react-dom/client'",
      "createRoot(document.getElementById('root')).render(",
      '  <StrictMode><MantineProvider><Button>Hello</Button></MantineProvider></StrictMode>,',
      ')',
    ].join('\n'),
  )
  await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    build: { outDir: join(dir, 'dist'), emptyOutDir: true },
  })
  return join(dir, 'dist')
}

/**
 * The portal exactly as `npm run build` makes it (apps/web/vite.config.ts), but written beside the
 * bare page rather than over apps/web/dist: a running server (e2e) keeps the chunks it is serving.
 */
async function buildPortal(): Promise<string> {
  const outDir = join(cacheDir, 'portal-dist')
  await build({
    root: webRoot,
    configFile: join(webRoot, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  })
  return outDir
}

const kb = (bytes: number) => bytes / 1000

export async function benchBundle(): Promise<string[]> {
  const portal = initialJs(await buildPortal())
  const bare = initialJs(await buildBarePage())
  const line = (name: string, key: 'gzipBytes' | 'brotliBytes') => {
    const ratio = portal[key] / bare[key]
    const ok = ratio <= TARGET_RATIO && kb(portal[key]) <= TARGET_KB
    return (
      `${`landing route JS (${name})`.padEnd(27)} ${kb(portal[key]).toFixed(1).padStart(6)} KB | ` +
      `bare Vite+React+Mantine ${kb(bare[key]).toFixed(1)} KB | ` +
      `ratio ${ratio.toFixed(2)} (target <= ${TARGET_RATIO}, <= ${TARGET_KB} KB) ${ok ? 'ok' : 'BELOW TARGET'}`
    )
  }
  return [line('gzip', 'gzipBytes'), line('brotli', 'brotliBytes')]
}

// `node --import tsx bench/bundle.bench.ts [--files]` prints the line (and the files counted);
// `--dist` measures apps/web/dist as it is, without building.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--dist')) {
    const dist = initialJs(join(webRoot, 'dist'))
    console.log(
      `apps/web/dist landing route JS: gzip ${kb(dist.gzipBytes).toFixed(1)} KB, ` +
        `brotli ${kb(dist.brotliBytes).toFixed(1)} KB`,
    )
  } else console.log((await benchBundle()).join('\n'))
  if (process.argv.includes('--files')) console.log(initialJs(join(cacheDir, 'portal-dist')).files.join('\n'))
}
