/** Paths of the customer's domain screens (spec 2). */
export const domainPaths = {
  list: () => '/domains/list',
  check: () => '/domains/check',
  setup: () => '/domains/setup',
  confirm: () => '/domains/confirm',
  view: (name: string) => `/domains/view/${encodeURIComponent(name)}`,
}
