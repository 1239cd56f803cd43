import { pageRoutes } from '../../shared/routing/pageRoutes.ts'

export const catalogRoutes = pageRoutes([
  { path: '/admin/catalog/products', name: 'catalog-products', title: 'routes.catalogProducts' },
  { path: '/admin/catalog/products/form', title: 'routes.catalogProductForm' },
  { path: '/admin/catalog/products/form/:product', title: 'routes.catalogProductForm' },
  { path: '/admin/catalog/tlds', name: 'catalog-tlds', title: 'routes.catalogTlds' },
  { path: '/admin/catalog/tlds/form/:tld', title: 'routes.catalogTldForm' },
  { path: '/admin/catalog/realtime/ssl', name: 'catalog-ssl', title: 'routes.catalogSsl' },
  { path: '/admin/catalog/realtime/ssl/form/:product', title: 'routes.catalogSslForm' },
  { path: '/admin/catalog/ingram-cloud/products', name: 'catalog-cloud', title: 'routes.catalogCloud' },
  { path: '/admin/catalog/ingram-cloud/form/:product', title: 'routes.catalogCloudForm' },
])
