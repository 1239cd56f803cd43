import { type Location, type LocationInput, LocationInputSchema } from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { BadRequest } from '../../lib/errors.ts'
import { findContact } from './contacts.repository.ts'
import { customersTexts } from './customers.texts.ts'
import { findLocation, type LocationColumns, listLocations, locationWrites } from './locations.repository.ts'
import { partService } from './parts.service.ts'

/** A location's columns; its contact must be one of the same company's contacts. */
async function locationColumns(
  ctx: RequestContext,
  companyId: string,
  input: LocationInput,
): Promise<LocationColumns> {
  const v = LocationInputSchema.parse(input)
  if (v.contact_id && !(await findContact(ctx, companyId, v.contact_id)))
    throw new BadRequest(customersTexts.pickContact, [{ field: 'contact_id', message: 'unknown contact' }])
  return {
    name: v.name,
    street: v.address.street || null,
    postal_code: v.address.postal_code || null,
    city: v.address.city || null,
    country: v.address.country ?? null,
    contact_id: v.contact_id ?? null,
    notes: v.notes || null,
  }
}

/** A customer's or reseller's locations (spec section 3). */
export const locationsService = partService<LocationInput, Location, LocationColumns>({
  entity: 'location',
  notFound: customersTexts.locationNotFound,
  columns: locationColumns,
  list: listLocations,
  find: findLocation,
  ...locationWrites,
})
