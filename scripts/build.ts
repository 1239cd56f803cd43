// `npm run build`: bundles the API server into apps/api/dist and builds the web app into apps/web/dist.
// Each output carries a hash of its inputs; a target whose hash still matches is not rebuilt, so
// `npm start` on an unchanged checkout starts at once. `--force` rebuilds both.
import { createHash } from 'node:crypto'
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const force = process.argv.includes('--force')
const STAMP = '.inputs-hash'

type Target = {
  name: string
  /** Files and folders (relative to the root) whose content decides the output. */
  inputs: string[]
  outDir: string
  run(): Promise<void>
}

/** Every file under the inputs except tests, sorted, with its path: a change anywhere changes the hash. */
function hashInputs(inputs: string[]): string {
  const hash = createHash('sha256')
  const files = inputs.flatMap((input) => filesUnder(join(root, input))).sort()
  for (const file of files) {
    hash.update(relative(root, file))
    hash.update('\0')
    hash.update(readFileSync(file))
    hash.update('\0')
  }
  hash.update(process.version)
  return hash.digest('hex')
}

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return []
  if (statSync(path).isFile()) return [path]
  return readdirSync(path, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && !/\.test\.tsx?$/.test(e.name) && !e.parentPath.includes('node_modules'))
    .map((e) => join(e.parentPath, e.name))
}

const shared = ['packages/contracts/src', 'packages/domain/src', 'package-lock.json']

/**
 * Bundled although a dependency: drizzle-orm's package.json is 179 KB of export paths, and Node
 * reads it again for each of the ~430 drizzle modules the server imports: 0.6 s of every start.
 */
const BUNDLED = ['drizzle-orm']

/** Packages the server imports at run time stay in node_modules (native code, WebAssembly, data files). */
function runtimeDependencies(): string[] {
  const pkg = JSON.parse(readFileSync(join(root, 'apps/api/package.json'), 'utf8'))
  return Object.keys(pkg.dependencies).filter(
    (name) => !name.startsWith('@portico/') && !BUNDLED.includes(name),
  )
}

const server: Target = {
  name: 'server',
  inputs: ['apps/api/src', 'apps/api/package.json', 'scripts/build.ts', ...shared],
  outDir: 'apps/api/dist',
  async run() {
    const { build } = await import('esbuild')
    const outdir = join(root, this.outDir)
    await build({
      entryPoints: {
        server: join(root, 'apps/api/src/server.ts'),
        // One portal without the process around it: the browser tests start it in their workers.
        serve: join(root, 'apps/api/src/serve.ts'),
        backup: join(root, 'apps/api/src/db/backup/cli.ts'),
        // PDF worker threads load it by name next to the server (system/pdfRenderer.ts).
        'pdf.worker': join(root, 'apps/api/src/system/pdf.worker.ts'),
      },
      outdir,
      bundle: true,
      splitting: true,
      platform: 'node',
      format: 'esm',
      target: 'node24',
      sourcemap: true,
      external: runtimeDependencies().flatMap((name) => [name, `${name}/*`]),
      logLevel: 'warning',
    })
    // The migrator reads SQL files next to the code (db/client.ts resolves ./migrations).
    cpSync(join(root, 'apps/api/src/db/migrations'), join(outdir, 'migrations'), { recursive: true })
  },
}

const web: Target = {
  name: 'web app',
  inputs: [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/precompress.ts',
    'apps/web/package.json',
    ...shared,
  ],
  outDir: 'apps/web/dist',
  async run() {
    // Vite bundles React's development build when NODE_ENV says so, and vitest sets it to 'test' for
    // everything it starts (the browser tests' global setup builds when the output is stale): the
    // built app is the production one, whoever builds it.
    process.env.NODE_ENV = 'production'
    const { build } = await import('vite')
    const webRoot = join(root, 'apps/web')
    await build({ root: webRoot, configFile: join(webRoot, 'vite.config.ts'), logLevel: 'warn' })
  },
}

async function buildTarget(target: Target): Promise<void> {
  const stamp = join(root, target.outDir, STAMP)
  const hash = hashInputs(target.inputs)
  if (!force && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
    console.log(`build: ${target.name} is up to date (${target.outDir})`)
    return
  }
  const started = performance.now()
  rmSync(join(root, target.outDir), { recursive: true, force: true })
  await target.run()
  writeFileSync(stamp, hash)
  console.log(
    `build: ${target.name} built in ${((performance.now() - started) / 1000).toFixed(1)} s (${target.outDir})`,
  )
}

for (const target of [server, web]) await buildTarget(target)
