import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import semver from 'semver'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
type LockEntry = { version?: string; engines?: Record<string, string> | string[]; optional?: boolean }
const lock: { packages: Record<string, LockEntry> } = JSON.parse(
  readFileSync(join(root, 'package-lock.json'), 'utf8'),
)

describe('runtime', () => {
  it('runs on the Node pinned by the `node` dev dependency (Node 24 LTS), whatever the system Node is', () => {
    console.info(`tests run on Node ${process.version}`)
    const pinned = rootPackage.devDependencies.node
    expect(pinned).toMatch(/^24\.\d+\.\d+$/)
    expect(process.version).toBe(`v${pinned}`)
    expect(semver.satisfies(process.version, rootPackage.engines.node)).toBe(true)
    expect(semver.major(rootPackage.devDependencies['@types/node'])).toBe(semver.major(process.version))
  })

  // npm checks `engines` against the Node that runs npm (the system Node), and .npmrc keeps those
  // warnings quiet; this is the same check against the runtime the code really runs on.
  it('every installed package supports this runtime', () => {
    const unsupported: string[] = []
    for (const [path, entry] of Object.entries(lock.packages)) {
      const wanted = Array.isArray(entry.engines) ? undefined : entry.engines?.node
      if (!path || !wanted || !existsSync(join(root, path))) continue
      if (!semver.satisfies(process.version, wanted, { includePrerelease: true }))
        unsupported.push(`${path}@${entry.version} wants node ${wanted}`)
    }
    expect(unsupported).toEqual([])
  })

  it('allows install scripts only where the runtime needs them', () => {
    expect(rootPackage.allowScripts).toEqual({ node: true, esbuild: true })
  })
})
