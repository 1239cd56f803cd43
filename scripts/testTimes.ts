// A vitest reporter that appends one line per test file (project, file, seconds, tests) to the file
// named by PORTICO_TEST_TIMES; `npm test` (scripts/test.ts) reads it for the ten slowest files.
// Without that variable it does nothing.
import { appendFileSync } from 'node:fs'
import { relative } from 'node:path'
import type { Reporter, TestModule } from 'vitest/node'

export type FileTime = {
  project: string
  file: string
  seconds: number
  importSeconds: number
  tests: number
}

export default class TestTimes implements Reporter {
  private readonly out = process.env.PORTICO_TEST_TIMES

  onTestModuleEnd(module: TestModule): void {
    if (!this.out) return
    const { duration, collectDuration, prepareDuration } = module.diagnostic()
    const line: FileTime = {
      project: module.project.name,
      file: relative(process.cwd(), module.moduleId),
      // Hooks included: a file's beforeAll (its server, its sign-ins) is part of its cost.
      seconds: (prepareDuration + collectDuration + duration) / 1000,
      importSeconds: collectDuration / 1000,
      tests: [...module.children.allTests()].length,
    }
    appendFileSync(this.out, `${JSON.stringify(line)}\n`)
  }
}
