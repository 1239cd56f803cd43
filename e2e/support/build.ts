import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** Vitest global setup: the specs run the compiled server, so build it first (a no-op when current). */
export default function setup(): void {
  execFileSync(process.execPath, ['scripts/build.ts'], { cwd: root, stdio: 'inherit' })
}
