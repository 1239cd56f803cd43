import { expect } from 'vitest'
import {
  type DomainRegistration,
  type RegistrarContact,
  RegistrarError,
} from '../../src/modules/domains/registrar/adapter.ts'

/** The contact handle the registrar tests register names for. */
export const registrarContact: RegistrarContact = {
  name: 'Jane Jansen',
  organization: 'Jansen BV',
  addressLine: ['Stationsplein 1'],
  postalCode: '3511 ED',
  city: 'Utrecht',
  country: 'NL',
  email: 'jane@example.nl',
  voice: '+31.301234567',
}

/** A registration of `domainName` for JANE-1, `period` in months. */
export const registration = (domainName: string, period = 12): DomainRegistration => ({
  domainName,
  registrant: 'JANE-1',
  contacts: [{ role: 'ADMIN', handle: 'JANE-1' }],
  ns: ['ns1.portico.test', 'ns2.portico.test'],
  period,
  autoRenew: false,
})

/** The registrar's refusal of `call` (the test fails when it succeeds or fails otherwise). */
export async function refusal(call: Promise<unknown>): Promise<RegistrarError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(RegistrarError)
  return error as RegistrarError
}

/** The registrar's refusal of `call` for want of the acknowledged `quote` (the billables handshake). */
export async function billablesRefusal(call: Promise<unknown>, quote: unknown): Promise<RegistrarError> {
  const error = await refusal(call)
  expect(error).toMatchObject({
    type: 'BillableAcknowledgmentNeededException',
    status: 400,
    billables: quote,
  })
  return error
}
