import { defineConfig } from 'vitest/config'

// The production build's own check (specs/production-build.spec.ts): the build output installed as
// the Dockerfile's last stage has it, started and backed up. No browser, so it does not hold a browser
// worker: `npm test` runs it beside the browser specs, in the CPU they leave (docs/testing.md).
export default defineConfig({
  test: {
    name: 'production',
    include: ['specs/production-build.spec.ts'],
    globalSetup: ['support/built.ts'],
    reporters: ['default', '../scripts/testTimes.ts'],
    testTimeout: 60_000,
    hookTimeout: 300_000,
  },
})
