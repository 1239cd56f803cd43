import type { RequestContext } from '../auth/context.ts'
import { systemContext } from '../auth/system.ts'
import type { JobData, JobDefinition } from '../db/queue.ts'

/**
 * The handler of a job that follows something outside one step at a time (a carrier order, a panel
 * task, a renewal at the registry): `step` runs as the system for the provider the job names and
 * answers after how many seconds to look again, or null when nothing is left to wait for; the job
 * `name` then comes back with the same data. `step` must be safe to run twice, as every handler.
 */
export const untilDone =
  <T extends JobData>(
    name: string,
    step: (ctx: RequestContext, data: T) => Promise<number | null>,
  ): JobDefinition['handler'] =>
  async (env, data, job) => {
    const followed = data as T
    const ctx = await systemContext(env, followed.providerId, `job:${job.id}`)
    const again = await step(ctx, followed)
    if (again !== null) await env.queue.send(env.db, name, followed, { startAfter: again })
  }
