import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { withBench } from './harness.ts'
import { row, verdict } from './lib.ts'
import { type PageReport, runLighthouse } from './lighthouse.ts'
import { runPa11y } from './pa11y.ts'

const root = fileURLToPath(new URL('..', import.meta.url))

/** Issue 26 targets: performance >= 0.9, accessibility and best practices 1.0; pa11y 0 errors. */
const TARGET = { performance: 0.9, accessibility: 1, bestPractices: 1 }

function lighthouseRow(report: PageReport): string {
  if (report.error) return row(`lighthouse ${report.name} (${report.preset})`, `FAILED ${report.error}`)
  const { performance, accessibility, bestPractices } = report.scores
  const ok =
    performance >= TARGET.performance &&
    accessibility >= TARGET.accessibility &&
    bestPractices >= TARGET.bestPractices
  const failed = report.failed.length ? ` [${report.failed.join(', ')}]` : ''
  return row(
    `lighthouse ${report.name} (${report.preset})`,
    `perf ${performance.toFixed(2)} a11y ${accessibility.toFixed(2)} bp ${bestPractices.toFixed(2)} | ` +
      `FCP ${(report.fcpMs / 1000).toFixed(2)} s LCP ${(report.lcpMs / 1000).toFixed(2)} s ` +
      `TBT ${Math.round(report.tbtMs)} ms ${verdict(ok, 'BELOW TARGET')}${failed}`,
  )
}

/**
 * `npm run bench -- web`: the built app (`npm run build`, a no-op when current) served by the real
 * server on a scratch PGlite with the demo data; Lighthouse and pa11y in Debian's chromium.
 */
export async function benchWeb(): Promise<string[]> {
  execFileSync(process.execPath, ['scripts/build.ts'], { cwd: root, stdio: 'ignore' })
  return withBench({}, async (bench) => {
    const lines = (await runLighthouse(bench.url)).map(lighthouseRow)
    for (const report of await runPa11y(bench.url)) {
      lines.push(
        row(
          `pa11y ${report.path} (${report.language})`,
          `${report.errors.length} errors ${verdict(report.errors.length === 0, 'ABOVE TARGET')}`,
        ),
        ...report.errors.map((error) => `    ${error}`),
      )
    }
    return lines
  })
}
