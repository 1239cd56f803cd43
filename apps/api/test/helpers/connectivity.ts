import { systemContext } from '../../src/auth/system.ts'
import { useDemoApp } from './demoApp.ts'

/**
 * The connectivity tests' server: the demo app on a clock the test moves (`later`), Jane in Acme's
 * scope, and the provider's system context for running a job's step by hand.
 */
export function useConnectivityDemo(
  options: Omit<NonNullable<Parameters<typeof useDemoApp>[1]>, 'now'> = {},
) {
  let clock = new Date()
  const demo = useDemoApp({}, { ...options, now: () => clock })
  const acme = () => demo.ids['Acme B.V.'] ?? ''
  return {
    demo,
    now: () => clock,
    later: (seconds: number) => {
      clock = new Date(clock.getTime() + seconds * 1000)
    },
    acme,
    /** Jane in Acme's scope; `headers` such as Accept-Language go with every call. */
    jane: (headers?: Record<string, string>) => {
      const call = demo.as('jane', acme())
      return (method: string, url: string, body?: unknown) => call(method, url, body, headers)
    },
    /** The context a job of the demo provider works in. */
    jobContext: () =>
      systemContext(
        { db: demo.t.database.db, platform: demo.t.app.platform } as never,
        demo.ids['Portico Demo Provider'] ?? '',
      ),
  }
}
