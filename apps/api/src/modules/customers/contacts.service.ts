import { type Contact, type ContactInput, ContactInputSchema } from '@portico/contracts'
import { type ContactColumns, contactWrites, findContact, listContacts } from './contacts.repository.ts'
import { customersTexts } from './customers.texts.ts'
import { partService } from './parts.service.ts'

/** A contact's columns from its input; blanks become null (also used by the CSV import). */
export function contactColumns(input: ContactInput): ContactColumns {
  const v = ContactInputSchema.parse(input)
  return {
    full_name: v.full_name,
    job_title: v.job_title || null,
    phone_number: v.phone_number || null,
    phone_number_extension: v.phone_number_extension || null,
    mobile_number: v.mobile_number || null,
    email: v.email ?? null,
    preferred_language: v.preferred_language ?? null,
    communication_method: v.communication_method,
  }
}

/** A customer's or reseller's contacts (spec section 3). */
export const contactsService = partService<ContactInput, Contact, ContactColumns>({
  entity: 'contact',
  notFound: customersTexts.contactNotFound,
  columns: async (_ctx, _companyId, input) => contactColumns(input),
  list: listContacts,
  find: findContact,
  ...contactWrites,
})
