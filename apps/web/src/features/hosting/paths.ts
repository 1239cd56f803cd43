/** Paths of the hosting area. */
export const hostingPaths = {
  list: () => '/hosted/list',
  webhosting: () => '/hosted/webhosting',
  order: () => '/hosted/webhosting/order',
  view: (id: string) => `/hosted/webhosting/${encodeURIComponent(id)}`,
  vpses: () => '/hosted/vpses',
  vps: (id: string) => `/hosted/vpses/${encodeURIComponent(id)}`,
  servers: () => '/hosted/servers',
}
