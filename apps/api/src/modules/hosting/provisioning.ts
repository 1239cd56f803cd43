import {
  done,
  type ProvisioningAdapter,
  ProvisioningRefused,
  serviceRecord,
} from '../orders/provisioning/adapter.ts'
import {
  claimAccountForService,
  findAccountOfService,
  type HostingAccountValues,
  productFacts,
  setHostingAccount,
} from './hosting.repository.ts'
import { PanelError } from './panel/adapter.ts'
import { panelPassword } from './password.ts'
import { taskSteps } from './taskSteps.ts'

/** The account the service provisions: its own, or the one ordered with its cart line, claimed now. */
const accountOf = serviceRecord(
  findAccountOfService,
  claimAccountForService,
  'No hosting account waits for this service; order it from the hosting page',
)

/** A panel call as a provisioning step on the account: a queued task is polled, a PanelError is a refusal. */
const step = taskSteps<HostingAccountValues>({
  Refusal: PanelError,
  poll: (ctx, taskId) => ctx.platform.hostingPanel.task(ctx, taskId),
  save: setHostingAccount,
})

/**
 * The hosting panel as an order's provisioning adapter ('hosting', the web hosting products): the
 * account ordered with the cart line is claimed for the service and created at the panel on the
 * product's package (its catalogue code); suspend, unsuspend, terminate and change package go to the
 * same panel. Each is safe to repeat: a queued panel task is polled, never asked for twice.
 */
export const hostingAdapter: ProvisioningAdapter = {
  key: 'hosting',
  async create(ctx, target) {
    const row = await accountOf(ctx, target)
    if (row.status === 'active' || row.status === 'suspended') return done
    if (row.status === 'failed' && !target.order?.restart)
      throw new ProvisioningRefused(row.error ?? 'The panel refused')
    if (row.status !== 'creating') await setHostingAccount(ctx, row.id, { status: 'creating', error: null })
    const email = typeof target.options.email === 'string' ? target.options.email : `hostmaster@${row.domain}`
    try {
      return await step(
        ctx,
        row,
        () =>
          ctx.platform.hostingPanel.createAccount(ctx, {
            username: row.username,
            domain: row.domain,
            email,
            password: panelPassword(),
            package: row.package,
          }),
        { status: 'active' },
      )
    } catch (error) {
      if (error instanceof ProvisioningRefused) await setHostingAccount(ctx, row.id, { status: 'failed' })
      throw error
    }
  },
  async suspend(ctx, target) {
    const row = await findAccountOfService(ctx, target.serviceId)
    if (row?.status !== 'active') return done
    return step(
      ctx,
      row,
      () => ctx.platform.hostingPanel.suspend(ctx, row.username, 'Suspended by the provider'),
      {
        status: 'suspended',
      },
    )
  },
  async unsuspend(ctx, target) {
    const row = await findAccountOfService(ctx, target.serviceId)
    if (row?.status !== 'suspended') return done
    return step(ctx, row, () => ctx.platform.hostingPanel.unsuspend(ctx, row.username), { status: 'active' })
  },
  async terminate(ctx, target) {
    const row = await findAccountOfService(ctx, target.serviceId)
    if (!row || row.status === 'terminated') return done
    if (row.status === 'failed' || row.status === 'ordered') {
      await setHostingAccount(ctx, row.id, { status: 'terminated' })
      return done
    }
    return step(ctx, row, () => ctx.platform.hostingPanel.terminate(ctx, row.username), {
      status: 'terminated',
    })
  },
  async changePlan(ctx, target, productId) {
    const row = await findAccountOfService(ctx, target.serviceId)
    const code = (await productFacts(ctx, productId))?.code
    if (!row || !code || row.package === code) return done
    return step(ctx, row, () => ctx.platform.hostingPanel.changePackage(ctx, row.username, code), {
      package: code,
    })
  },
  async usage(ctx, target) {
    const row = await findAccountOfService(ctx, target.serviceId)
    if (!row || (row.status !== 'active' && row.status !== 'suspended')) return null
    const used = await ctx.platform.hostingPanel.usage(ctx, row.username)
    return { diskBytes: used.diskBytes, trafficBytes: used.trafficBytes }
  },
}
