/** Paths of the SSL area: the customers' certificates (under /domains) and the SSL catalogue (staff). */
export const sslPaths = {
  list: () => '/domains/certificates',
  order: () => '/domains/certificates/order',
  view: (id: string) => `/domains/certificates/view/${encodeURIComponent(id)}`,
  products: () => '/admin/catalog/realtime/ssl',
  product: (code: string) => `/admin/catalog/realtime/ssl/form/${encodeURIComponent(code)}`,
}
