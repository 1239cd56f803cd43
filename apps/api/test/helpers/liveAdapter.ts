import type { RequestContext } from '../../src/auth/context.ts'

/** The context for a live adapter against a local fake: it does not touch the database, the context is part of the interface only. */
export const ctx = {} as RequestContext

/** What `call` rejects with, or null when it resolves: the test asserts on it. */
export const refusal = <E = Error>(call: Promise<unknown>) =>
  call.then(
    () => null,
    (e: unknown) => e as E,
  )
