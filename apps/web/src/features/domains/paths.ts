/** Paths of the TLD catalogue (spec 2: under /admin/catalog, owned by the domains area). */
export const tldPaths = {
  list: () => '/admin/catalog/tlds',
  form: (tld: string) => `/admin/catalog/tlds/form/${encodeURIComponent(tld)}`,
}
