// `npm test`: every check in three steps (lint; unit and API tests, type checks, build; browser
// tests and the production build's check), stopping after the first step that fails, then the clock:
// each stage's wall time and the ten slowest test files. `.ci/run` passes the times of its own stages
// (installing, PostgreSQL) in CI_STAGES.
//
// Stages that need little CPU, or fit in what a step leaves idle, run beside another at a lower
// priority (STEPS; docs/testing.md). Their output follows the step's foreground stage.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { setPriority, tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FileTime } from './testTimes.ts'

type Result = { stage: string; ok: boolean; seconds: number }

/**
 * Each step runs its stages at once: the first in the foreground, the rest beside it; a list beside
 * runs one stage after another (the template needs the build). The production build's check
 * installs the build output and starts it; it needs no browser and runs beside the browser specs.
 * A stage beside another gets only the CPU the foreground leaves: a vitest of its own for the
 * PostgreSQL files took 6 minutes there (docs/testing.md).
 */
const STEPS: [string, ...(string | string[])[]][] = [
  ['lint'],
  ['test:unit', 'typecheck', ['build', 'e2e:template']],
  ['test:e2e', 'test:production'],
]
const BESIDE_NICENESS = 10

const dir = mkdtempSync(join(tmpdir(), 'portico-test-'))
const timesFile = join(dir, 'files.jsonl')
/** The browser specs' template DATA_DIR, made beside the unit tests (e2e/support/template.ts). */
const e2eTemplate = join(dir, 'e2e-template')
const clock: [string, number][] = (process.env.CI_STAGES ?? '')
  .split(';')
  .filter(Boolean)
  .map((pair) => {
    const [name = '', seconds = '0'] = pair.split('=')
    return [name, Number(seconds)]
  })

/** Runs `npm run <stage>`; a stage beside another keeps its output until it ends. */
function run(stage: string, beside: boolean): Promise<Result> {
  const started = performance.now()
  const child: ChildProcess = spawn('npm', ['run', stage], {
    stdio: beside ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, PORTICO_TEST_TIMES: timesFile, PORTICO_E2E_TEMPLATE: e2eTemplate },
  })
  if (beside && child.pid) setPriority(child.pid, BESIDE_NICENESS)
  let output = ''
  child.stdout?.on('data', (d) => {
    output += d
  })
  child.stderr?.on('data', (d) => {
    output += d
  })
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (output) process.stdout.write(output)
      resolve({ stage, ok: code === 0, seconds: (performance.now() - started) / 1000 })
    })
  })
}

/** Stages beside the foreground one, one after another, until one fails. */
async function runChain(stages: string[]): Promise<Result[]> {
  const results: Result[] = []
  for (const stage of stages) {
    const result = await run(stage, true)
    results.push(result)
    if (!result.ok) break
  }
  return results
}

let failed: string | undefined
let total = clock.reduce((sum, [, s]) => sum + s, 0)
for (const [first, ...others] of STEPS) {
  if (!first) continue
  const started = performance.now()
  const results = (
    await Promise.all([run(first, false), ...others.map((stage) => runChain([stage].flat()))])
  ).flat()
  total += (performance.now() - started) / 1000
  for (const [index, { stage, seconds }] of results.entries())
    clock.push([index === 0 ? stage : `${stage} (beside)`, seconds])
  failed = results.find((r) => !r.ok)?.stage
  if (failed) break
}

const minutes = (seconds: number) => {
  const s = Math.round(seconds)
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
}
console.log('\nclock: stage            wall (m:ss)')
for (const [name, seconds] of clock) console.log(`  ${name.padEnd(22)} ${minutes(seconds).padStart(6)}`)
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
