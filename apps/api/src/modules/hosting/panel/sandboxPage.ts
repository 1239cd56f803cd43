import type { FastifyInstance } from 'fastify'
import { systemContext } from '../../../auth/system.ts'
import { escapeHtml } from '../../../lib/html.ts'
import { requestLocale } from '../../../lib/locale.ts'
import { render } from '../../../lib/texts.ts'
import { hostingTexts } from '../hosting.texts.ts'
import { sandboxAccountByLoginKey, setSandboxAccount } from '../sandboxPanel.repository.ts'

/**
 * The sandbox panel's sign-in page: what its single sign-on URL opens, as a real panel's would. The
 * key works once and for two minutes; the page says who is signed in. Outside /api/v1 (the sandbox's
 * stand-in for the panel's own site), like the system routes.
 */
export async function sandboxPanelPage(app: FastifyInstance, base: Parameters<typeof systemContext>[0]) {
  app.get<{ Querystring: { key?: string } }>(
    '/api/sandbox-panel/login',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const ctx = await systemContext(base, null)
      const key = request.query.key ?? ''
      const account = key ? await sandboxAccountByLoginKey(ctx, key) : undefined
      const fresh = account?.login_expires_at && account.login_expires_at > ctx.platform.now()
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
      if (!account || !fresh)
        return reply
          .code(403)
          .send(page('Sandbox panel', escapeHtml(render(hostingTexts.loginExpired, requestLocale(request)))))
      await setSandboxAccount(ctx, account.username, { login_key: null, login_expires_at: null })
      return page(
        `Sandbox panel: ${account.username}`,
        `<p data-testid="sandbox-panel-user">Signed in as <b>${escapeHtml(account.username)}</b> (${escapeHtml(account.domain)}), package ${escapeHtml(account.package)}.</p>`,
      )
    },
  )
}

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}<p>This is the portal's sandbox hosting panel: no real server was touched.</p></main></body></html>`
}
