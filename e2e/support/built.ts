import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** The compiled server and the built web app, current: `scripts/build.ts` is a no-op when they are. */
export function buildPortal() {
  execFileSync(process.execPath, ['scripts/build.ts'], { cwd: root, stdio: 'inherit' })
}

/** Vitest global setup of the production check (vitest.production.config.ts). */
export default buildPortal
