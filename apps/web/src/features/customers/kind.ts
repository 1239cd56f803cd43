/** Customers and resellers are the same record of another kind; the screens serve both. */
export type RecordKind = 'customers' | 'resellers'

export function kindFromPath(pathname: string): RecordKind {
  return pathname.startsWith('/resellers') ? 'resellers' : 'customers'
}

/** Paths of one record's screens, under /customers or /resellers. */
export const recordPaths = (kind: RecordKind) => ({
  list: (status: 'active' | 'archived' = 'active') => `/${kind}/${status}`,
  create: () => `/${kind}/create`,
  view: (id: string, tab?: string) => `/${kind}/view/${id}${tab ? `/${tab}` : ''}`,
  edit: (id: string) => `/${kind}/edit/${id}`,
  contact: (id: string, contactId: string) => `/${kind}/view/${id}/contacts/${contactId}`,
  location: (id: string, locationId: string) => `/${kind}/view/${id}/locations/${locationId}`,
  service: (id: string, serviceId: string) => `/${kind}/view/${id}/services/${serviceId}`,
})
