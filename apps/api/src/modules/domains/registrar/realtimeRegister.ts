import {
  type RealtimeRegisterSettings,
  realtimeRegisterClient,
  toRtr,
} from '../../../adapters/realtimeRegister.ts'
import type {
  Billable,
  BillableAction,
  DomainAvailability,
  ProcessStarted,
  Registrar,
  RegistrarContact,
  RegistrarDomain,
  RegistrarNotification,
  RegistrarProcess,
} from './adapter.ts'
import { RegistrarError } from './adapter.ts'

export type { RealtimeRegisterSettings }

const QUOTE_PATHS: Record<BillableAction, string> = {
  CREATE: '',
  TRANSFER: '/transfer',
  RENEW: '/renew',
  RESTORE: '/restore',
}

/**
 * Realtime Register's REST API v2 (mode 'live'): `Authorization: ApiKey <key>`, periods in months,
 * mutations answer 202 { processId } (or 200/201 when done at once), errors { type, message } and,
 * for a billable call without acknowledgment, the quote's billables. No retries: a mutation sent
 * twice may be done twice; the caller follows the process instead.
 */
export function realtimeRegister(settings: RealtimeRegisterSettings): Registrar {
  const customer = `/customers/${encodeURIComponent(settings.customer)}`
  const domain = (name: string) => `/domains/${encodeURIComponent(name.trim().toLowerCase())}`
  const { call, start, quoted } = realtimeRegisterClient(
    settings,
    (type, message, status, billables) =>
      new RegistrarError(type, message, status, billables as Billable[] | undefined),
  )
  const post = (path: string, body: unknown): Promise<ProcessStarted> => start('POST', path, body)

  return {
    mode: 'live',

    async check(_ctx, domainName) {
      const { body } = await call('GET', `${domain(domainName)}/check`)
      const answer: DomainAvailability = {
        domainName,
        available: body?.available === true,
        premium: body?.premium === true,
      }
      if (typeof body?.reason === 'string') answer.reason = body.reason
      if (typeof body?.price === 'number') answer.price = body.price
      if (typeof body?.currency === 'string') answer.currency = body.currency
      return answer
    },

    async quote(_ctx, action, domainName, period) {
      const body =
        action === 'RESTORE'
          ? { reason: 'Quote' }
          : action === 'RENEW'
            ? { period }
            : { customer: settings.customer, period }
      const path = `${domain(domainName)}${QUOTE_PATHS[action]}?quote=true`
      return quoted<BillableAction>(path, body)
    },

    register: (_ctx, r) =>
      post(domain(r.domainName), {
        customer: settings.customer,
        registrant: r.registrant,
        contacts: r.contacts,
        ns: r.ns,
        period: r.period,
        autoRenew: r.autoRenew,
        billables: toRtr(r.billables),
      }),

    transfer: (_ctx, r) =>
      post(`${domain(r.domainName)}/transfer`, {
        customer: settings.customer,
        registrant: r.registrant,
        contacts: r.contacts,
        ns: r.ns,
        period: r.period,
        authcode: r.authcode,
        autoRenew: r.autoRenew,
        billables: toRtr(r.billables),
      }),

    renew: (_ctx, name, period, billables) =>
      post(`${domain(name)}/renew`, { period, billables: toRtr(billables) }),
    restore: (_ctx, name, reason, billables) =>
      post(`${domain(name)}/restore`, { reason, billables: toRtr(billables) }),

    async info(_ctx, domainName) {
      try {
        const { body } = await call('GET', domain(domainName))
        const d = (body ?? {}) as Partial<RegistrarDomain> & { registrant?: string }
        return {
          domainName: d.domainName ?? domainName,
          registrant: d.registrant ?? '',
          contacts: d.contacts ?? [],
          ns: d.ns ?? [],
          status: d.status ?? [],
          autoRenew: d.autoRenew ?? false,
          createdDate: d.createdDate ?? '',
          expiryDate: d.expiryDate ?? '',
          premium: d.premium ?? false,
        }
      } catch (error) {
        if (error instanceof RegistrarError && error.status === 404) return null
        throw error
      }
    },

    update: (_ctx, name, u) =>
      post(`${domain(name)}/update`, {
        ns: u.ns,
        registrant: u.registrant,
        contacts: u.contacts,
        status: u.status,
        autoRenew: u.autoRenew,
        ...(u.dnssec === undefined ? {} : { zone: { service: 'BASIC', dnssec: u.dnssec } }),
      }),

    async saveZone(_ctx, domainName, records) {
      const name = domainName.trim().toLowerCase()
      const { body } = await call('GET', `/dns/zones?name=${encodeURIComponent(name)}&limit=1`)
      const [zone] = (body?.entities ?? []) as Array<{ id: number }>
      if (zone) await call('POST', `/dns/zones/${zone.id}/update`, { records })
      else await call('POST', '/dns/zones', { name, service: 'BASIC', records })
    },

    async authCode(_ctx, domainName) {
      const { body } = await call('GET', `${domain(domainName)}?fields=authcode`)
      if (typeof body?.authcode === 'string' && body.authcode) return { authcode: body.authcode }
      // Not claimed as sent: how RTR has SIDN send a .nl token to the registrant is not verified yet.
      throw new RegistrarError(
        'ObjectDoesNotExist',
        `Realtime Register gave no auth code for ${domainName}`,
        404,
      )
    },

    delete: (_ctx, name) => start('DELETE', domain(name)),

    async process(_ctx, processId) {
      const { body } = await call('GET', `/processes/${encodeURIComponent(processId)}`)
      const error = body?.error
      const process: RegistrarProcess = {
        id: String(body?.id ?? processId),
        action: String(body?.action ?? '').toUpperCase() as RegistrarProcess['action'],
        domainName: String(body?.identifier ?? ''),
        status: body?.status as RegistrarProcess['status'],
      }
      if (error)
        process.error =
          typeof error === 'string'
            ? error
            : String((error as { message?: unknown }).message ?? JSON.stringify(error))
      return process
    },

    async saveContact(_ctx, handle, contact) {
      const path = `${customer}/contacts/${encodeURIComponent(handle)}`
      const { properties, ...fields } = contact satisfies RegistrarContact
      await createOrUpdate(path, fields)
      for (const [registry, values] of Object.entries(properties ?? {}))
        await createOrUpdate(`${path}/${encodeURIComponent(registry)}`, { properties: values })
    },

    async deleteContact(_ctx, handle) {
      await call('DELETE', `${customer}/contacts/${encodeURIComponent(handle)}`)
    },

    async poll() {
      const { body } = await call('GET', `${customer}/notifications/poll`)
      const n = body?.notification as Record<string, unknown> | undefined
      if (!n) return null
      const note: RegistrarNotification = {
        id: String(n.id),
        type: notificationType(String(n.notificationType ?? n.processType ?? '')),
        message: String(n.message ?? ''),
      }
      if (n.process !== undefined && n.process !== null) note.processId = String(n.process)
      if (typeof n.processIdentifier === 'string') note.domainName = n.processIdentifier
      return note
    },

    async ack(_ctx, notificationId) {
      await call('POST', `${customer}/notifications/${encodeURIComponent(notificationId)}/ack`, {})
    },
  }

  /** RTR creates a contact at its handle and refuses an existing one (ObjectExists): then it updates. */
  async function createOrUpdate(path: string, body: unknown) {
    try {
      await call('POST', path, body)
    } catch (error) {
      if (!(error instanceof RegistrarError && error.type === 'ObjectExists')) throw error
      await call('POST', `${path}/update`, body)
    }
  }
}

function notificationType(name: string): RegistrarNotification['type'] {
  if (/transfer/i.test(name)) return 'TRANSFER'
  if (/ssl|certificate/i.test(name)) return 'SSL_CERT'
  if (/contact/i.test(name)) return 'CONTACT'
  return 'DOMAIN'
}
