import { ONLINE_PAYMENT_METHODS } from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { systemContext } from '../../../auth/system.ts'
import { escapeHtml } from '../../../lib/html.ts'
import { requestLocale } from '../../../lib/locale.ts'
import { render } from '../../../lib/texts.ts'
import { PAYMENTS_SANDBOX_WEBHOOK } from '../payments.jobs.ts'
import { paymentsTexts as texts } from '../payments.texts.ts'
import { findSandboxPayment, settleSandboxPayment } from '../sandbox.repository.ts'
import { amountValue } from './amounts.ts'
import { sandboxFirstPaymentMandate } from './sandbox.ts'

const OUTCOMES = ['paid', 'failed', 'canceled', 'expired'] as const
const METHOD_NAMES: Record<(typeof ONLINE_PAYMENT_METHODS)[number], string> = {
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
  creditcard: 'Card',
  directdebit: 'SEPA Direct Debit',
}

/**
 * The sandbox provider's hosted checkout (its stand-in for Mollie's checkout in test mode): the tester
 * picks a method and the outcome; the payment gets it once, the webhook is called the way Mollie
 * calls it (a form post of `id`, from a job that retries), and the browser returns to the portal.
 * Public, like the provider's page: the payment id is the key. Outside /api/v1 (not the portal's API).
 */
export async function sandboxCheckoutPage(app: FastifyInstance, base: Parameters<typeof systemContext>[0]) {
  const path = '/api/sandbox-payments/checkout/:id'
  app.get<{ Params: { id: string } }>(
    path,
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const ctx = await systemContext(base, null)
      const payment = await findSandboxPayment(ctx, request.params.id)
      const locale =
        payment?.locale === 'nl_NL' ? 'nl' : payment?.locale === 'en_US' ? 'en' : requestLocale(request)
      const t = (text: (typeof texts)[keyof typeof texts]) => escapeHtml(render(text, locale))
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
      if (payment?.status !== 'open')
        return reply
          .code(payment ? 409 : 404)
          .send(page(locale, t(texts.checkoutTitle), `<p>${t(texts.checkoutClosed)}</p>`))
      const methods = ONLINE_PAYMENT_METHODS.map(
        (m, i) =>
          `<label><input type="radio" name="method" value="${m}"${(payment.method ?? 'ideal') === m || (!payment.method && i === 0) ? ' checked' : ''}> ${METHOD_NAMES[m]}</label>`,
      ).join('<br>')
      const outcomes = OUTCOMES.map(
        (o) =>
          `<button type="submit" name="status" value="${o}" data-testid="sandbox-${o}">${t(texts[`outcome${o[0]?.toUpperCase()}${o.slice(1)}` as 'outcomePaid'])}</button>`,
      ).join(' ')
      return page(
        locale,
        t(texts.checkoutTitle),
        `<p>${t(texts.checkoutIntro)}</p>
<dl><dt>${t(texts.checkoutAmount)}</dt><dd data-testid="sandbox-amount">${escapeHtml(payment.currency)} ${amountValue(payment.amount_minor, payment.currency)}</dd>
<dt>${t(texts.checkoutFor)}</dt><dd>${escapeHtml(payment.description)}</dd></dl>
<form method="post"><fieldset><legend>${t(texts.checkoutMethod)}</legend>${methods}</fieldset>
<fieldset><legend>${t(texts.checkoutOutcome)}</legend>${outcomes}</fieldset></form>`,
      )
    },
  )
  app.post<{ Params: { id: string }; Body: { status?: string; method?: string } }>(
    path,
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const ctx = await systemContext(base, null)
      const status = OUTCOMES.find((o) => o === request.body?.status)
      const method = ONLINE_PAYMENT_METHODS.find((m) => m === request.body?.method) ?? 'ideal'
      const settled = status
        ? await settleSandboxPayment(ctx, request.params.id, { status, method })
        : undefined
      if (!settled)
        return reply.redirect(`${path.replace(':id', encodeURIComponent(request.params.id))}`, 303)
      await sandboxFirstPaymentMandate(ctx, settled)
      await ctx.platform.jobs.send(ctx.db, PAYMENTS_SANDBOX_WEBHOOK, {
        providerId: null,
        url: settled.webhook_url,
        id: settled.id,
      })
      return reply.redirect(settled.redirect_url ?? ctx.platform.publicUrl, 303)
    },
  )
}

function page(locale: string, title: string, body: string) {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1b1e}fieldset{margin:1rem 0;border:1px solid #868e96;border-radius:6px}button{margin:.25rem;padding:.5rem 1rem;font-size:1rem}dt{font-weight:600}</style>
</head><body><main><h1>${title}</h1>${body}</main></body></html>`
}
