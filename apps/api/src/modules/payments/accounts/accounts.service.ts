import type { PaymentAccount, PaymentAccountInput } from '@portico/contracts'
import type { RequestContext } from '../../../auth/context.ts'
import { audit } from '../../../lib/audit.ts'
import { Forbidden } from '../../../lib/errors.ts'
import { sealer } from '../../../lib/secrets.ts'
import { paymentsTexts } from '../payments.texts.ts'
import type { PaymentProvider } from '../provider/adapter.ts'
import { deletePaymentAccount, findPaymentAccount, savePaymentAccount } from './accounts.repository.ts'

const box = sealer('payment_account_key')

/** The provider the books of `issuerId` collect through, and the webhook address it posts to. */
export type Collector = { provider: PaymentProvider; webhookUrl: string }

/**
 * Where the books of an issuer take online payments: their own provider account when they have one
 * (a reseller's own Mollie), else the platform's provider. The webhook of an own account names the
 * issuer, so that the payment it names is read back with that account's key.
 */
export async function collectorOf(ctx: RequestContext, issuerId: string): Promise<Collector> {
  const hook = (name: string) => `${ctx.platform.publicUrl}/api/v1/payments/webhooks/${name}`
  const account = await findPaymentAccount(ctx, issuerId)
  if (!account) return { provider: ctx.platform.payments, webhookUrl: hook(ctx.platform.payments.name) }
  const provider = ctx.platform.paymentAccount(await box.open(ctx.db, account.api_key_sealed))
  return { provider, webhookUrl: `${hook(provider.name)}?account=${issuerId}` }
}

function books(ctx: RequestContext): RequestContext & { issuerId: string } {
  if (!ctx.issuerId) throw new Forbidden(paymentsTexts.booksOnly)
  return ctx as RequestContext & { issuerId: string }
}

/** The caller's books' payment account: their own (its mode and key hint), or the platform's. */
export async function getPaymentAccount(ctx: RequestContext): Promise<PaymentAccount> {
  const account = await findPaymentAccount(ctx, books(ctx).issuerId)
  if (!account) return { provider: ctx.platform.payments.name, own: false, mode: null, key_hint: null }
  return { provider: account.provider, own: true, mode: account.mode, key_hint: account.key_hint }
}

/** The books take their online payments on their own Mollie account from now on (the key is sealed). */
export async function setPaymentAccount(ctx: RequestContext, input: PaymentAccountInput) {
  const mine = books(ctx)
  const mode = input.api_key.startsWith('live_') ? 'live' : 'test'
  const key_hint = `${mode}_…${input.api_key.slice(-4)}`
  const api_key_sealed = await box.seal(ctx.db, input.api_key)
  await ctx.transaction(async (tx) => {
    await savePaymentAccount(
      { ...tx, issuerId: mine.issuerId },
      { provider: 'mollie', api_key_sealed, mode, key_hint },
    )
    await audit(tx, {
      action: 'payments.account_set',
      entity: 'payment_account',
      entity_id: mine.issuerId,
      company_id: mine.issuerId,
      after: { provider: 'mollie', mode, key_hint },
    })
  })
  return getPaymentAccount(ctx)
}

/** The books go back to the platform's provider for new payments. */
export async function removePaymentAccount(ctx: RequestContext) {
  const mine = books(ctx)
  await ctx.transaction(async (tx) => {
    if (!(await deletePaymentAccount({ ...tx, issuerId: mine.issuerId }))) return
    await audit(tx, {
      action: 'payments.account_removed',
      entity: 'payment_account',
      entity_id: mine.issuerId,
      company_id: mine.issuerId,
    })
  })
  return getPaymentAccount(ctx)
}
