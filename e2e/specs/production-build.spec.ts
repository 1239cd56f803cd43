import { execFileSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ServerProcess, spawnPortal } from '../support/spawn.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
const workspaces = ['apps/api', 'apps/web', 'packages/contracts', 'packages/domain', 'e2e']

// The build output alone, as the Dockerfile's last stage has it: package files, the compiled server,
// the built web app and the server's production dependencies. No sources, no dev tools.
let dir: string
let server: ServerProcess
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portico-production-'))
  const copy = (path: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    cpSync(join(root, path), join(dir, path), { recursive: true })
  }
  for (const file of ['package.json', 'package-lock.json', '.npmrc']) copy(file)
  for (const workspace of workspaces) copy(`${workspace}/package.json`)
  copy('apps/api/dist')
  copy('apps/web/dist')
  execFileSync(
    'npm',
    [
      'ci',
      '--omit=dev',
      '--ignore-scripts',
      '--workspace',
      'apps/api',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
    ],
    { cwd: dir, stdio: 'pipe' },
  )
  server = await spawnPortal({}, { root: dir })
}, 300_000)
afterAll(async () => {
  await server?.stop()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('the production build', () => {
  it('has only the server’s production dependencies', () => {
    for (const runtime of ['fastify', 'oidc-provider', '@electric-sql/pglite', 'pdfkit', 'piscina'])
      expect(existsSync(join(dir, 'node_modules', runtime)), runtime).toBe(true)
    for (const devOnly of [
      'tsx',
      'esbuild',
      'vite',
      'typescript',
      'vitest',
      'node',
      'react',
      'playwright-core',
    ])
      expect(existsSync(join(dir, 'node_modules', devOnly)), devOnly).toBe(false)
    expect(existsSync(join(dir, 'apps/api/src'))).toBe(false)
  })

  it('ships React’s production build in the web app, whoever built it', () => {
    const assets = join(dir, 'apps/web/dist/assets')
    const sources = readdirSync(assets)
      .filter((file) => file.endsWith('.js.map'))
      .flatMap(
        (file) => (JSON.parse(readFileSync(join(assets, file), 'utf8')) as { sources: string[] }).sources,
      )
    expect(sources.some((source) => source.includes('react-dom-client.production'))).toBe(true)
    expect(sources.filter((source) => source.endsWith('.development.js'))).toEqual([])
  })

  it('starts from it on Node 24 and answers health, the SPA and the identity provider', async () => {
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200)
    const page = await fetch(server.baseUrl)
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('no-cache')
    const html = await page.text()
    expect(html).toContain('<div id="root">')
    // The files under assets/ carry their content's hash: kept a year, never asked for again; the
    // others (theme-init.js) are asked for again.
    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1]
    expect(script).toBeDefined()
    const asset = await fetch(`${server.baseUrl}${script}`)
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const unhashed = await fetch(`${server.baseUrl}/theme-init.js`)
    expect(unhashed.status).toBe(200)
    expect(unhashed.headers.get('cache-control')).toBe('no-cache')
    const discovery = await fetch(`${server.baseUrl}/oidc/.well-known/openid-configuration`)
    expect(discovery.status).toBe(200)
    expect(server.output()).toMatch(/Node v24\./)
    expect(server.output()).not.toMatch(/Unsupported runtime|ExperimentalWarning/)
  })

  it('backs up the running server’s database with the compiled backup command', () => {
    const file = join(dir, 'backup.tar.gz')
    const out = execFileSync(process.execPath, ['apps/api/dist/backup.js', 'backup', file], {
      cwd: dir,
      env: { ...process.env, DATA_DIR: server.dataDir },
      encoding: 'utf8',
    })
    expect(out).toContain('dumped by the running server')
    expect(statSync(file).size).toBeGreaterThan(100_000)
  })
})
