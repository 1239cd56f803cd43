import type { MySession } from '@portico/contracts'
import Bowser from 'bowser'
import type { RequestContext } from '../../auth/context.ts'
import { audit } from '../../lib/audit.ts'
import { NotFound } from '../../lib/errors.ts'
import { meApiTexts } from './me.texts.ts'
import { ownAccount } from './security.service.ts'
import { endMyOtherSessions, endMySession, mySignIns } from './sessions.repository.ts'

/** "Chrome 131 on Linux" from a user agent (bowser); null when there is none to read. */
export function deviceOf(userAgent: string | null): string | null {
  if (!userAgent) return null
  const seen = Bowser.parse(userAgent)
  const browser = [seen.browser.name, seen.browser.version?.split('.')[0]].filter(Boolean).join(' ')
  const system = seen.os.name ?? ''
  if (!browser) return system || null
  return system ? `${browser} on ${system}` : browser
}

/** The caller's sign-in sessions (embedded IdP; 403 for an outside IdP's user), the last used first. */
export async function mySessions(ctx: RequestContext): Promise<MySession[]> {
  await ownAccount(ctx)
  return (await mySignIns(ctx)).map((row) => ({
    id: row.id,
    device: deviceOf(row.user_agent),
    ip: row.ip,
    signed_in_at: row.signed_in_at.toISOString(),
    last_seen_at: row.last_seen_at.toISOString(),
    current: row.grant_id === ctx.grantId,
  }))
}

/** Signs one of the caller's other sessions out: its tokens stop working at once. */
export async function endOneSession(ctx: RequestContext, id: string): Promise<void> {
  await ownAccount(ctx)
  const found = (await mySignIns(ctx)).find((row) => row.id === id)
  if (!found) throw new NotFound(meApiTexts.sessionNotFound)
  await ctx.transaction(async (tx) => {
    await endMySession(tx, found.grant_id)
    await audit(tx, { action: 'auth.session_ended', entity: 'idp_account', entity_id: ctx.user.subject })
  })
}

/** "Sign out everywhere else": every session but this one ends. */
export async function endOtherSessions(ctx: RequestContext): Promise<void> {
  await ownAccount(ctx)
  await ctx.transaction(async (tx) => {
    await endMyOtherSessions(tx)
    await audit(tx, {
      action: 'auth.other_sessions_ended',
      entity: 'idp_account',
      entity_id: ctx.user.subject,
    })
  })
}
