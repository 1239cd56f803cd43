import { afterAll, beforeAll } from 'vitest'
import type { Tokens } from './oidcLogin.ts'
import { startTestApp, type TestApp } from './testApp.ts'
import { api, companyIds, type DemoUser, loginAll } from './tokens.ts'

export type DemoApp = {
  /** The server, seeded with the demo data. */
  readonly t: TestApp
  /** Every demo user's tokens, from a real login. */
  readonly tokens: Record<DemoUser, Tokens>
  /** The demo companies' ids by name. */
  readonly ids: Record<string, string>
  /** The API as a demo user, in a company's scope (X-Company) when one is given. */
  as(who: DemoUser, company?: string): ReturnType<typeof api>
}

/**
 * The test file's server with every demo user signed in: started in a `beforeAll` and closed in an
 * `afterAll` that this call registers (the arguments are those of `startTestApp`).
 */
export function useDemoApp(...options: Parameters<typeof startTestApp>): DemoApp {
  let app: TestApp | undefined
  let signedIn: { tokens: Record<DemoUser, Tokens>; ids: Record<string, string> } | undefined
  beforeAll(async () => {
    app = await startTestApp(...options)
    signedIn = { tokens: await loginAll(app), ids: await companyIds(app) }
  })
  afterAll(() => app?.close())
  const ready = () => {
    if (!app || !signedIn) throw new Error('the app starts in beforeAll: use it inside a hook or a test')
    return { t: app, ...signedIn }
  }
  return {
    get t() {
      return ready().t
    },
    get tokens() {
      return ready().tokens
    },
    get ids() {
      return ready().ids
    },
    as: (who, company) => api(ready().t, ready().tokens[who].access_token, company),
  }
}
