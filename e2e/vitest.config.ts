import { defineConfig } from 'vitest/config'

// Browser tests: real Chromium (Debian's) against the real server, started once per test file.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['specs/**/*.spec.ts'],
    globalSetup: ['support/build.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
})
