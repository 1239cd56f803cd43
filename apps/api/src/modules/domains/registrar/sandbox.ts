import type { RequestContext } from '../../../auth/context.ts'
import {
  ackSandboxNotification,
  findSandboxContact,
  insertSandboxNotification,
  latestSandboxProcess,
  lockSandboxName,
  oldestSandboxNotification,
  updateSandboxDomain,
} from '../registry.repository.ts'
import {
  type Billable,
  type BillableAction,
  type DomainRegistration,
  type ProcessStarted,
  type Registrar,
  RegistrarError,
  type RegistrarNotification,
} from './adapter.ts'
import { checkNs, checkUpdate, handlesOf } from './sandboxChecks.ts'
import { sandboxContacts } from './sandboxContacts.ts'
import {
  heldDomain,
  type ProcessPayload,
  settleDue,
  settleProcess,
  startProcess,
  today,
  toProcess,
} from './sandboxProcesses.ts'
import {
  billablesFor,
  checkPeriod,
  deletedExpiry,
  lifecycleOf,
  type ParsedName,
  parsedOrThrow,
  parseName,
  premiumPrice,
  RESERVED_LABELS,
  requireBillables,
  statusList,
  TAKEN_LABELS,
} from './sandboxRules.ts'

/**
 * The sandbox registrar (mode 'sandbox', the default): a registry with real state in the
 * registry_sandbox_* tables that behaves as Realtime Register does (see sandboxRules.ts for its
 * TLDs and prices):
 * - check: invalid labels and unsupported TLDs are not available with the reason; reserved labels
 *   (nic, whois, example, www, localhost, registry) and taken labels (google, microsoft, facebook,
 *   bol, tweakers, … in every TLD, plus every name the sandbox holds or is registering) are not
 *   available; labels of 1–3 characters and words such as cloud, hosting, shop are premium
 *   (except .nl: SIDN sells no premium names).
 * - billable calls (register, transfer, renew, restore) need the quote's billables verbatim, else
 *   400 BillableAcknowledgmentNeededException with the billables; periods are months, .nl 12 only.
 * - mutations start a RUNNING process that completes 2 s later (transfers 5 s) by the platform's
 *   clock (`ctx.platform.now()`), or fails: a name taken meanwhile, a wrong auth code.
 * - auth codes: a name the sandbox holds transfers with its stored code; any other name (held at
 *   "another registrar") with any code of at least 8 characters that contains a digit.
 * - repeating a call while its process runs answers that process; a registration repeated after
 *   it completed answers the completed process; update and delete are states, so repeating is one effect.
 */
export function sandboxRegistrar(): Registrar {
  /** A billable call: name and period valid, the billables the quote's, then a process (one per repeat). */
  async function billable(
    ctx: RequestContext,
    action: BillableAction,
    domainName: string,
    period: number,
    given: Billable[] | undefined,
    payload: ProcessPayload,
    mustHold: boolean,
  ): Promise<ProcessStarted> {
    const parsed = parsedOrThrow(domainName)
    if (action !== 'RESTORE') checkPeriod(parsed, period)
    if (mustHold) {
      // As RTR refuses at once: renewing in redemption, or restoring what is not in it.
      const held = await requireHeld(ctx, parsed)
      const recovery = lifecycleOf(parsed, held.expires_on, today(ctx)).recovery
      if (recovery !== (action === 'RESTORE' ? 'restore' : 'renew'))
        throw new RegistrarError(
          'ObjectStatusProhibitsOperation',
          `${parsed.name} cannot be ${action.toLowerCase()}ed now`,
          400,
        )
    }
    requireBillables(billablesFor(action, parsed, period), given, action.toLowerCase())
    for (const handle of handlesOf(payload)) await requireContact(ctx, handle)
    return ctx.transaction(async (tx) => {
      await lockSandboxName(tx, parsed.name)
      const running = await latestSandboxProcess(tx, action, parsed.name, true)
      if (running) return { processId: running.id, status: 'RUNNING' as const }
      if (action === 'CREATE') {
        const done = await latestSandboxProcess(tx, action, parsed.name)
        const held = await heldDomain(tx, parsed)
        const same =
          held && held.registrant === payload.registrant && held.created_at >= (done?.created_at ?? 0)
        if (done?.status === 'COMPLETED' && same) return { processId: done.id, status: 'COMPLETED' as const }
      }
      return startProcess(tx, action, parsed.name, { ...payload, period })
    })
  }

  const registration = (r: DomainRegistration): ProcessPayload => ({
    registrant: r.registrant,
    contacts: r.contacts,
    ns: checkNs(r.ns, parseName(r.domainName)),
  })

  async function requireHeld(ctx: RequestContext, parsed: ParsedName) {
    const held = await heldDomain(ctx, parsed)
    if (!held) throw new RegistrarError('ObjectDoesNotExist', `Domain ${parsed.name} not found`, 404)
    return held
  }

  async function requireContact(ctx: RequestContext, handle: string) {
    if (!(await findSandboxContact(ctx, handle)))
      throw new RegistrarError('ObjectDoesNotExist', `Contact ${handle} not found`, 404)
  }

  return {
    mode: 'sandbox',

    async check(ctx, domainName) {
      const parsed = parseName(domainName)
      if ('problem' in parsed) return { domainName, available: false, premium: false, reason: parsed.problem }
      const no = (reason: string) => ({ domainName: parsed.name, available: false, premium: false, reason })
      if (RESERVED_LABELS.includes(parsed.label)) return no('Domain name is reserved')
      if (TAKEN_LABELS.includes(parsed.label) || (await heldDomain(ctx, parsed)))
        return no('Domain name is already registered')
      if (await latestSandboxProcess(ctx, 'CREATE', parsed.name, true))
        return no('Domain name is being registered')
      const price = premiumPrice(parsed)
      if (price === null) return { domainName: parsed.name, available: true, premium: false }
      return { domainName: parsed.name, available: true, premium: true, price, currency: 'EUR' }
    },

    async quote(_ctx, action, domainName, period) {
      const parsed = parsedOrThrow(domainName)
      if (action !== 'RESTORE') checkPeriod(parsed, period)
      return billablesFor(action, parsed, period)
    },

    register: (ctx, r) =>
      billable(ctx, 'CREATE', r.domainName, r.period, r.billables, registration(r), false),
    transfer: (ctx, r) =>
      billable(
        ctx,
        'TRANSFER',
        r.domainName,
        r.period,
        r.billables,
        { ...registration(r), authcode: r.authcode },
        false,
      ),
    renew: (ctx, domainName, period, billables) =>
      billable(ctx, 'RENEW', domainName, period, billables, {}, true),
    restore: (ctx, domainName, reason, billables) =>
      billable(ctx, 'RESTORE', domainName, 12, billables, { reason }, true),

    async info(ctx, domainName) {
      const parsed = parsedOrThrow(domainName)
      await settleDue(ctx, parsed.name)
      const row = await heldDomain(ctx, parsed)
      if (!row) return null
      const transferring = await latestSandboxProcess(ctx, 'TRANSFER', parsed.name, true)
      return {
        domainName: row.name,
        registrant: row.registrant,
        contacts: row.contacts as DomainRegistration['contacts'],
        ns: row.ns,
        status: statusList(
          row.status,
          lifecycleOf(parsed, row.expires_on, today(ctx)),
          Boolean(transferring),
        ),
        autoRenew: row.auto_renew,
        createdDate: row.created_at.toISOString(),
        expiryDate: `${row.expires_on}T00:00:00Z`,
        premium: row.premium,
      }
    },

    async update(ctx, domainName, update) {
      const parsed = parsedOrThrow(domainName)
      const held = await requireHeld(ctx, parsed)
      if (lifecycleOf(parsed, held.expires_on, today(ctx)).recovery !== 'renew')
        throw new RegistrarError('ObjectStatusProhibitsOperation', `${parsed.name} is not active`, 400)
      const patch = checkUpdate(update, parsed)
      for (const handle of handlesOf(update)) await requireContact(ctx, handle)
      await updateSandboxDomain(ctx, parsed.name, patch)
      return startProcess(ctx, 'UPDATE', parsed.name, {})
    },

    async authCode(ctx, domainName) {
      const parsed = parsedOrThrow(domainName)
      const held = await requireHeld(ctx, parsed)
      if (parsed.rules.kind !== 'nl') return { authcode: held.auth_code }
      // SIDN: the registrar hands the token to the registrant, never to whoever asks.
      const message = `The auth code (token) of ${parsed.name} was sent to the registrant`
      await insertSandboxNotification(ctx, { type: 'DOMAIN', message, domain_name: parsed.name })
      return { sent: true }
    },

    // The portal's stored zone is the zone the sandbox serves: it only checks that it holds the name.
    async saveZone(ctx, domainName) {
      await requireHeld(ctx, parsedOrThrow(domainName))
    },

    async delete(ctx, domainName) {
      const parsed = parsedOrThrow(domainName)
      const held = await requireHeld(ctx, parsed)
      const life = lifecycleOf(parsed, held.expires_on, today(ctx))
      const earlier = await latestSandboxProcess(ctx, 'DELETE', parsed.name)
      if (life.recovery !== 'renew' && earlier) return { processId: earlier.id, status: 'COMPLETED' }
      if (held.status.includes('CLIENT_DELETE_PROHIBITED'))
        throw new RegistrarError(
          'ObjectStatusProhibitsOperation',
          `${parsed.name} is locked against deletion`,
          400,
        )
      await updateSandboxDomain(ctx, parsed.name, { expires_on: deletedExpiry(parsed, today(ctx)) })
      return startProcess(ctx, 'DELETE', parsed.name, {})
    },

    async process(ctx, processId) {
      const row = await settleProcess(ctx, processId)
      if (!row) throw new RegistrarError('ObjectDoesNotExist', `Process ${processId} not found`, 404)
      return toProcess(row)
    },

    ...sandboxContacts(),

    async poll(ctx) {
      await settleDue(ctx)
      const row = await oldestSandboxNotification(ctx)
      if (!row) return null
      const note: RegistrarNotification = {
        id: String(row.id),
        type: row.type as RegistrarNotification['type'],
        message: row.message,
      }
      if (row.process_id) note.processId = row.process_id
      if (row.domain_name) note.domainName = row.domain_name
      return note
    },

    async ack(ctx, notificationId) {
      const id = Number(notificationId)
      if (!Number.isSafeInteger(id) || !(await ackSandboxNotification(ctx, id, ctx.platform.now())))
        throw new RegistrarError('ObjectDoesNotExist', `Notification ${notificationId} not found`, 404)
    },
  }
}
