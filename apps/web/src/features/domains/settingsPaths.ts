/** Paths of the contact handles and presets (spec 2). */
export const contactPaths = {
  list: () => '/domains/contacts',
  create: () => '/domains/contact/new',
  view: (id: string) => `/domains/contacts/view/${encodeURIComponent(id)}`,
}

export const presetPaths = {
  list: () => '/domains/presets',
  create: () => '/domains/presets/new',
  view: (id: string) => `/domains/presets/view/${encodeURIComponent(id)}`,
}
