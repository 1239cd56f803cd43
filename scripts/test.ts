// `npm test`: every check in order (lint, type checks, unit and API tests, build, browser tests),
// stopping at the first that fails, then the clock: each stage's wall time and the ten slowest test
// files. `.ci/run` passes the times of its own stages (installing, PostgreSQL) in CI_STAGES.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FileTime } from './testTimes.ts'

const STAGES = ['lint', 'typecheck', 'test:unit', 'build', 'test:e2e']

const dir = mkdtempSync(join(tmpdir(), 'portico-test-times-'))
const timesFile = join(dir, 'files.jsonl')
const clock: [string, number][] = (process.env.CI_STAGES ?? '')
  .split(';')
  .filter(Boolean)
  .map((pair) => {
    const [name = '', seconds = '0'] = pair.split('=')
    return [name, Number(seconds)]
  })

let failed: string | undefined
for (const stage of STAGES) {
  const started = performance.now()
  const run = spawnSync('npm', ['run', stage], {
    stdio: 'inherit',
    env: { ...process.env, PORTICO_TEST_TIMES: timesFile },
  })
  clock.push([stage, (performance.now() - started) / 1000])
  if (run.status !== 0) {
    failed = stage
    break
  }
}

const minutes = (seconds: number) => {
  const s = Math.round(seconds)
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
}
console.log('\nclock: stage            wall (m:ss)')
for (const [name, seconds] of clock) console.log(`  ${name.padEnd(22)} ${minutes(seconds).padStart(6)}`)
const total = clock.reduce((sum, [, s]) => sum + s, 0)
console.log(`  ${'total'.padEnd(22)} ${minutes(total).padStart(6)}`)

let files: FileTime[] = []
try {
  files = readFileSync(timesFile, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l))
} catch {
  // no test ran
}
if (files.length) {
  console.log('\nclock: the ten slowest test files (seconds, import included; tests)')
  for (const f of files.sort((a, b) => b.seconds - a.seconds).slice(0, 10))
    console.log(`  ${f.seconds.toFixed(1).padStart(6)}  ${`${f.project} ${f.file}`.padEnd(60)} ${f.tests}`)
  const count = (p: (f: FileTime) => boolean) => files.filter(p).reduce((n, f) => n + f.tests, 0)
  console.log(
    `\nclock: ${files.length} test files, ${count(() => true)} tests (${count((f) => f.project === 'e2e')} in the browser)`,
  )
}
rmSync(dir, { recursive: true, force: true })
if (failed) {
  console.error(`\nnpm test: ${failed} failed`)
  process.exit(1)
}
