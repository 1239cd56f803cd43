import type { Sample } from './matrix.ts'

/** The signed-in user's own routes (every user may call them; nothing of a company) for the tenant-isolation matrix. */
export const ME_ROUTES: Record<string, Sample> = {
  'GET /api/v1/_me': { path: () => '/api/v1/_me' },
  'PATCH /api/v1/_me': { path: () => '/api/v1/_me', body: { locale: 'en' } },
  'GET /api/v1/_me/menu': { path: () => '/api/v1/_me/menu' },
  'GET /api/v1/_me/security': { path: () => '/api/v1/_me/security' },
  'POST /api/v1/_me/password': {
    path: () => '/api/v1/_me/password',
    body: { current_password: 'not-the-password', new_password: 'matrix-password-1' },
  },
  'POST /api/v1/_me/two-factor': { path: () => '/api/v1/_me/two-factor' },
  'POST /api/v1/_me/two-factor/confirm': {
    path: () => '/api/v1/_me/two-factor/confirm',
    body: { code: '000000' },
  },
  'POST /api/v1/_me/two-factor/recovery-codes': {
    path: () => '/api/v1/_me/two-factor/recovery-codes',
    body: { password: 'not-the-password' },
  },
  'POST /api/v1/_me/two-factor/disable': {
    path: () => '/api/v1/_me/two-factor/disable',
    body: { password: 'not-the-password' },
  },
  'GET /api/v1/_me/sessions': { path: () => '/api/v1/_me/sessions' },
  'POST /api/v1/_me/sessions/end-others': { path: () => '/api/v1/_me/sessions/end-others' },
  'POST /api/v1/_me/sessions/:id/end': {
    path: () => '/api/v1/_me/sessions/00000000-0000-4000-8000-000000000000/end',
  },
}
