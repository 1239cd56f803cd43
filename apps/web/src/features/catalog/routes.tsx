import { ROLES } from '@portico/domain'
import { pageRoutes } from '../../shared/routing/pageRoutes.ts'

/** Catalogue administration is for the provider's staff (the API enforces it too). */
const staff = { any_roles: [ROLES.superAdmin, ROLES.staff] }
const pages = {
  products: () => import('./pages/ProductListPage.tsx'),
  product: () => import('./pages/ProductFormPage.tsx'),
  promotions: () => import('./pages/PromotionsPage.tsx'),
  priceList: () => import('./pages/PriceListPage.tsx'),
  marketplace: () => import('./pages/MarketplacePage.tsx'),
}

export const catalogRoutes = pageRoutes([
  {
    path: '/admin/catalog/products',
    name: 'catalog-products',
    title: 'routes.catalogProducts',
    page: pages.products,
    permission: staff,
  },
  {
    path: '/admin/catalog/products/form',
    name: 'catalog-product-new',
    title: 'routes.catalogProductForm',
    page: pages.product,
    permission: staff,
  },
  {
    path: '/admin/catalog/products/form/:product',
    title: 'routes.catalogProductForm',
    page: pages.product,
    permission: staff,
  },
  {
    path: '/admin/catalog/promotions',
    name: 'catalog-promotions',
    title: 'routes.catalogPromotions',
    page: pages.promotions,
    permission: staff,
  },
  {
    path: '/admin/catalog/ingram-cloud/products',
    name: 'catalog-cloud',
    title: 'routes.catalogCloud',
    page: pages.marketplace,
    permission: staff,
  },
  {
    path: '/admin/catalog/ingram-cloud/form/:product',
    title: 'routes.catalogCloudForm',
    page: pages.product,
    permission: staff,
  },
  // Spec 2 places the price list under /finances; the catalogue answers it.
  {
    path: '/finances/price-list',
    name: 'finances-price-list',
    title: 'routes.financesPriceList',
    page: pages.priceList,
  },
])
