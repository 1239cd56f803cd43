import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The order of the unit and API run: vitest's (a project's files together, larger files first), with
 * the files on PostgreSQL first. Those wait more than they compute (job heartbeats, a crashed billing
 * run taken over, two instances racing, the database server's own work) and `npm test` runs the type
 * check, the build and the browser template beside this run: waiting files early leave that CPU to
 * them, and the PGlite files, which keep both cores busy, come after. Last, the PostgreSQL files left
 * a core idle for half a minute at the end of the stage (docs/testing.md, ninth measurement).
 */
export class PostgresFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const rank = (file: TestSpecification) => (file.project.name.startsWith('api-postgres') ? 0 : 1)
    // Array.prototype.sort is stable: vitest's order stays within each group.
    return sorted.sort((a, b) => rank(a) - rank(b))
  }
}
