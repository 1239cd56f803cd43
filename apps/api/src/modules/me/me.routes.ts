import {
  ChangePasswordBodySchema,
  ConfirmTwoFactorBodySchema,
  MenuNodeSchema,
  MeSchema,
  MySecuritySchema,
  MySessionParamsSchema,
  MySessionSchema,
  RecoveryCodesSchema,
  TwoFactorProofBodySchema,
  TwoFactorSetupSchema,
  UpdateMeBodySchema,
} from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { many, noContent, routes } from '../../lib/route.ts'
import { getMe, updateMe } from './me.service.ts'
import { buildMenu } from './menu.ts'
import {
  changePassword,
  confirmTwoFactor,
  disableTwoFactor,
  getMySecurity,
  regenerateRecoveryCodes,
  startTwoFactor,
} from './security.service.ts'
import { endOneSession, endOtherSessions, mySessions } from './sessions.service.ts'

/** The signed-in user: who they are, their preferences, their menu. */
export async function meRoutes(app: FastifyInstance) {
  const r = routes(app, { tag: 'me', access: 'authenticated' })
  r.get('/_me', 'getMe', { response: MeSchema }, getMe)
  r.patch('/_me', 'updateMe', { body: UpdateMeBodySchema, response: MeSchema }, (ctx, { body }) =>
    updateMe(ctx, body),
  )
  r.get('/_me/menu', 'getMyMenu', { response: many(MenuNodeSchema) }, buildMenu)
  // Password and two-factor sign-in of the embedded IdP's accounts (decision 0018); 403 for an external IdP.
  r.get('/_me/security', 'getMySecurity', { response: MySecuritySchema }, getMySecurity)
  r.post(
    '/_me/password',
    'changeMyPassword',
    { body: ChangePasswordBodySchema, response: noContent },
    (ctx, { body }) => changePassword(ctx, body),
  )
  r.post(
    '/_me/two-factor',
    'startTwoFactor',
    { response: TwoFactorSetupSchema, problems: ['conflict'] },
    startTwoFactor,
  )
  r.post(
    '/_me/two-factor/confirm',
    'confirmTwoFactor',
    { body: ConfirmTwoFactorBodySchema, response: RecoveryCodesSchema, problems: ['conflict'] },
    (ctx, { body }) => confirmTwoFactor(ctx, body),
  )
  r.post(
    '/_me/two-factor/recovery-codes',
    'regenerateRecoveryCodes',
    { body: TwoFactorProofBodySchema, response: RecoveryCodesSchema, problems: ['conflict'] },
    (ctx, { body }) => regenerateRecoveryCodes(ctx, body),
  )
  r.post(
    '/_me/two-factor/disable',
    'disableTwoFactor',
    { body: TwoFactorProofBodySchema, response: noContent, problems: ['conflict'] },
    (ctx, { body }) => disableTwoFactor(ctx, body),
  )
  // Where the user is signed in, and signing a session out (issue 27, item 3).
  r.get('/_me/sessions', 'listMySessions', { response: many(MySessionSchema) }, mySessions)
  r.post('/_me/sessions/end-others', 'endMyOtherSessions', { response: noContent }, (ctx) =>
    endOtherSessions(ctx),
  )
  r.post(
    '/_me/sessions/:id/end',
    'endMySession',
    { params: MySessionParamsSchema, response: noContent, problems: ['notFound'] },
    (ctx, { params }) => endOneSession(ctx, params.id),
  )
}
