import type { DomainContact, DomainContactInput } from '@portico/contracts'
import { recordQueries } from '../../shared/api/recordQueries.ts'

export type ContactFilter = { company?: string; q?: string }

/** /domains/contacts: the handles of the companies in view (at most a few hundred). */
const contacts = recordQueries<DomainContact, DomainContactInput, ContactFilter>('/api/v1/domains/contacts', [
  'domains',
  'contacts',
])

export const contactKeys = contacts.keys
export const useDomainContactsQuery = contacts.useList
export const useDomainContactQuery = contacts.useOne
export const useSaveDomainContactMutation = contacts.useSave
export const useDeleteDomainContactMutation = contacts.useDelete
