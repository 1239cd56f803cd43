import type { RequestContext } from '../../auth/context.ts'
import { done, ProvisioningRefused, type ProvisioningStep } from '../orders/provisioning/adapter.ts'

/** An operation queued at a panel or a VPS platform: done, or running and to be asked about again. */
type QueuedTask = { state: 'done' } | { state: 'running'; taskId: string; checkAfterSeconds: number }

/** What a step writes on its record besides the values it was asked for. */
type TaskValues = { task_id: string | null; error?: string | null }

/**
 * The provisioning steps of an outside system that queues its operations (a hosting panel, a VPS
 * platform), on records that keep their running task (`task_id`): a running task is remembered on the
 * record (the job comes back and polls it, never calls twice); a `Refusal` is final, in the system's
 * words; the system being away is retried. Once the task is done the record gets `after`.
 */
export function taskSteps<Values extends object>(system: {
  Refusal: abstract new (...args: never[]) => Error
  /** A queued operation's state; throws a `Refusal` when it failed. */
  poll: (ctx: RequestContext, taskId: string) => Promise<QueuedTask>
  /** Writes values on the record. */
  save: (ctx: RequestContext, id: string, values: Values | TaskValues) => Promise<unknown>
}) {
  return async function step(
    ctx: RequestContext,
    row: { id: string; task_id: string | null },
    call: () => Promise<QueuedTask>,
    after: Values,
  ): Promise<ProvisioningStep> {
    let task: QueuedTask
    try {
      task = row.task_id ? await system.poll(ctx, row.task_id) : await call()
    } catch (error) {
      if (!(error instanceof system.Refusal)) throw error
      await system.save(ctx, row.id, { task_id: null, error: error.message.slice(0, 500) })
      throw new ProvisioningRefused(error.message)
    }
    if (task.state === 'running') {
      await system.save(ctx, row.id, { task_id: task.taskId })
      return { state: 'running', checkAfterSeconds: task.checkAfterSeconds }
    }
    await system.save(ctx, row.id, { ...after, task_id: null, error: null })
    return done
  }
}
