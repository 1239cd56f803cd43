import { defineConfig } from 'vitest/config'

// Browser tests: real Chromium (Debian's) against the compiled server, started once per test file
// in its worker from the run's template DATA_DIR (support/template.ts, support/server.ts); two files at
// a time, one browser per worker (docs/testing.md).
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['specs/**/*.spec.ts'],
    // No browser there: it is a stage of its own (vitest.production.config.ts).
    exclude: ['specs/production-build.spec.ts'],
    globalSetup: ['support/build.ts'],
    // testTimes: each file's time, for the clock `npm test` prints at the end.
    reporters: ['default', '../scripts/testTimes.ts'],
    testTimeout: 60_000,
    // expect.poll waits for what the user waits for: vitest's 1 s is shorter than a loaded 2-core
    // machine can take to render a page after a navigation (billing.spec failed on it once).
    expect: { poll: { timeout: 10_000, interval: 100 } },
    hookTimeout: 120_000,
    // Two on the 2-core machine: a third was faster alone (8:46 against 9:43) and slower in CI, with
    // the production check beside (10:44); docs/testing.md, seventh measurement.
    maxWorkers: 2,
    // A worker imports the support code and the server and launches Chromium once, for file after
    // file; each file still starts its own server on its own database (support/portal.ts).
    isolate: false,
    // The workers run the portal's servers too (support/server.ts). A server lives for a spec file,
    // and a database for one: Liftoff's baseline code runs PGlite's WebAssembly without V8's
    // optimizing compiler recompiling it in the background (about 5 % of the stage's CPU).
    execArgv: ['--liftoff-only'],
    // The compiled server is Node's to load, as `npm run serve` does, not vite's to transform.
    server: { deps: { external: [/\/apps\/api\/dist\//] } },
  },
})
