import {
  deleteSandboxContact,
  findSandboxContact,
  sandboxDomainsUsingContact,
  saveSandboxContact,
} from '../registry.repository.ts'
import { type Registrar, type RegistrarContact, RegistrarError } from './adapter.ts'
import { today } from './sandboxProcesses.ts'
import { lifecycleOf, parseName } from './sandboxRules.ts'

/** The sandbox's contact handles, validated as RTR validates them. */
export function sandboxContacts(): Pick<Registrar, 'saveContact' | 'deleteContact'> {
  return {
    async saveContact(ctx, handle, contact) {
      checkContact(handle, contact)
      await saveSandboxContact(ctx, handle, contact)
    },

    async deleteContact(ctx, handle) {
      if (!(await findSandboxContact(ctx, handle)))
        throw new RegistrarError('ObjectDoesNotExist', `Contact ${handle} not found`, 404)
      const day = today(ctx)
      const using = (await sandboxDomainsUsingContact(ctx, handle)).filter((d) => {
        const parsed = parseName(d.name)
        return !('rules' in parsed) || lifecycleOf(parsed, d.expires_on, day).state !== 'released'
      })
      if (using.length)
        throw new RegistrarError(
          'ObjectStatusProhibitsOperation',
          `Contact ${handle} is in use by ${using.map((d) => d.name).join(', ')}`,
          409,
        )
      await deleteSandboxContact(ctx, handle)
    },
  }
}

const VOICE = /^\+\d{1,3}\.\d{4,14}$/

function checkContact(handle: string, c: RegistrarContact): void {
  const problems = [
    !/^[A-Za-z0-9._-]{1,40}$/.test(handle) && 'handle: 1 to 40 letters, digits, . _ -',
    !c.name.trim() && 'name: required',
    (c.addressLine.length < 1 || c.addressLine.length > 3 || c.addressLine.some((l) => !l.trim())) &&
      'addressLine: 1 to 3 lines',
    !c.postalCode.trim() && 'postalCode: required',
    !c.city.trim() && 'city: required',
    !/^[A-Z]{2}$/.test(c.country) && 'country: ISO 3166-1 alpha-2',
    !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(c.email) && 'email: invalid',
    !VOICE.test(c.voice) && 'voice: +CC.number, e.g. +31.301234567',
    c.fax && !VOICE.test(c.fax) && 'fax: +CC.number',
  ].filter(Boolean)
  if (problems.length) throw new RegistrarError('InvalidParameter', problems.join('; '), 400)
}
