import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { MOCKING_FILES } from './setup/mockingFiles.ts'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const modules = join(root, 'apps/api/src/modules')
const biome = join(root, 'node_modules/.bin/biome')

/**
 * Lints a made-up file of a new area; true when Biome accepts it. The file lives in a scratch copy
 * of the tree's layout with the project's biome.json, never in src itself, where other test files
 * list the areas at the same time.
 */
function lintAccepts(fileName: string, source: string): boolean {
  const scratch = mkdtempSync(join(tmpdir(), 'portico-lint-'))
  const file = join('apps/api/src/modules/newarea', fileName)
  try {
    cpSync(join(root, 'biome.json'), join(scratch, 'biome.json'))
    mkdirSync(join(scratch, dirname(file)), { recursive: true })
    writeFileSync(join(scratch, file), source)
    execFileSync(biome, ['lint', file], { cwd: scratch, stdio: 'pipe' })
    return true
  } catch {
    return false
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => join(e.parentPath, e.name))
}

describe('the tenant wall: only repositories touch the database', () => {
  const query = "import { eq } from 'drizzle-orm'\nexport const byId = eq\n"

  it('fails the lint when a service, route or new area imports drizzle-orm', () => {
    expect(lintAccepts('newarea.service.ts', query)).toBe(false)
    expect(lintAccepts('newarea.routes.ts', query)).toBe(false)
    const schemaTable = "import { companies } from '../../db/schema/index.ts'\nexport const t = companies\n"
    expect(lintAccepts('newarea.service.ts', schemaTable)).toBe(false)
  })

  it('lets repositories and an area schema import it', () => {
    expect(lintAccepts('newarea.repository.ts', query)).toBe(true)
    expect(lintAccepts('newarea.schema.ts', query)).toBe(true)
  })

  it('gives every exported repository query the request context first', () => {
    // A function or arrow function; only a mapper of a row (row, r) or a builder over a table (table) goes without ctx.
    const exported =
      /export (?:async )?function (\w+)(?:<[^>]*>)?\(\s*(\w*)|export const (\w+) = (?:async )?(?:<[^>]*>)?\(\s*(\w*)/g
    const offenders: string[] = []
    let checked = 0
    for (const file of filesUnder(modules).filter((f) => f.endsWith('.repository.ts'))) {
      const source = readFileSync(file, 'utf8')
      for (const match of source.matchAll(exported)) {
        const [name, first] = match[1] ? [match[1], match[2]] : [match[3], match[4]]
        checked++
        if (!['ctx', 'row', 'r', 'table'].includes(first ?? ''))
          offenders.push(`${relative(root, file)}: ${name}(${first})`)
      }
    }
    expect(checked).toBeGreaterThan(300)
    expect(offenders).toEqual([])
  })
})

describe('the test suite', () => {
  it('runs every file that replaces a module (vi.mock) in a module registry of its own', () => {
    // Other API files share their worker's modules (isolate: false), where a mock would leak.
    const api = join(root, 'apps/api')
    const mocking = [...filesUnder(join(api, 'src')), ...filesUnder(join(api, 'test'))]
      .filter((file) => file.endsWith('.test.ts') && /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(api, file))
    expect(mocking.sort()).toEqual([...MOCKING_FILES].sort())
  })
})
