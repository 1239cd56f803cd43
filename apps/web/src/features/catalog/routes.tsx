import { lazyPages, pageRoutes, staffOnly } from '../../shared/routing/pageRoutes.ts'

const page = lazyPages(import.meta.glob('./pages/*.tsx'))
const product = page('ProductFormPage')

/** Catalogue administration is for the provider's staff (the API enforces it too). */
const adminRoutes = pageRoutes(
  [
    {
      path: '/admin/catalog/products',
      name: 'catalog-products',
      title: 'routes.catalogProducts',
      page: page('ProductListPage'),
    },
    {
      path: '/admin/catalog/products/form',
      name: 'catalog-product-new',
      title: 'routes.catalogProductForm',
      page: product,
    },
    { path: '/admin/catalog/products/form/:product', title: 'routes.catalogProductForm', page: product },
    {
      path: '/admin/catalog/promotions',
      name: 'catalog-promotions',
      title: 'routes.catalogPromotions',
      page: page('PromotionsPage'),
    },
    {
      path: '/admin/catalog/ingram-cloud/products',
      name: 'catalog-cloud',
      title: 'routes.catalogCloud',
      page: page('MarketplacePage'),
    },
    { path: '/admin/catalog/ingram-cloud/form/:product', title: 'routes.catalogCloudForm', page: product },
  ],
  { permission: staffOnly },
)

export const catalogRoutes = [
  ...adminRoutes,
  ...pageRoutes([
    // Spec 2 places the price list under /finances; the catalogue answers it.
    {
      path: '/finances/price-list',
      name: 'finances-price-list',
      title: 'routes.financesPriceList',
      page: page('PriceListPage'),
    },
  ]),
]
