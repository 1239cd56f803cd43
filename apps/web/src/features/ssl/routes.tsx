import { ROLES } from '@portico/domain'
import { pageRoutes } from '../../shared/routing/pageRoutes.ts'

/** The SSL catalogue is for the provider's staff (the API enforces it too). */
const staff = { any_roles: [ROLES.superAdmin, ROLES.staff] }
const pages = {
  certificates: () => import('./pages/CertificateListPage.tsx'),
  order: () => import('./pages/CertificateOrderPage.tsx'),
  certificate: () => import('./pages/CertificatePage.tsx'),
  products: () => import('./pages/SslProductListPage.tsx'),
  product: () => import('./pages/SslProductFormPage.tsx'),
}

export const sslRoutes = pageRoutes([
  {
    path: '/domains/certificates',
    name: 'ssl-certificates',
    title: 'routes.sslCertificates',
    page: pages.certificates,
  },
  { path: '/domains/certificates/order', title: 'routes.sslOrder', page: pages.order },
  {
    path: '/domains/certificates/view/:certificate',
    title: 'routes.sslCertificate',
    page: pages.certificate,
  },
  // The SSL catalogue sits in the catalogue's menu (spec 2 paths) but belongs to this area.
  {
    path: '/admin/catalog/realtime/ssl',
    name: 'catalog-ssl',
    title: 'routes.catalogSsl',
    page: pages.products,
    permission: staff,
  },
  {
    path: '/admin/catalog/realtime/ssl/form/:product',
    title: 'routes.catalogSslForm',
    page: pages.product,
    permission: staff,
  },
])
