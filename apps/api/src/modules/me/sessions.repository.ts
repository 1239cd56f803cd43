import type { RequestContext } from '../../auth/context.ts'
import { endSession, endSessions, liveSignIns } from '../../auth/sessions.ts'

/** The caller's own sign-in sessions that still live (embedded IdP): the IdP account is the token's subject. */
export const mySignIns = (ctx: RequestContext) => liveSignIns(ctx.db, ctx.user.subject)

/** Ends one of the caller's own sessions, by its grant. */
export const endMySession = (ctx: RequestContext, grantId: string) =>
  endSession(ctx.db, ctx.user.subject, grantId)

/** Ends every session of the caller but the one the request comes from. */
export const endMyOtherSessions = (ctx: RequestContext) => endSessions(ctx.db, ctx.user.subject, ctx.grantId)
