/** Paths of the catalogue screens (spec 2: /admin/catalog, /finances/price-list). */
export const catalogPaths = {
  products: () => '/admin/catalog/products',
  newProduct: () => '/admin/catalog/products/form',
  product: (id: string) => `/admin/catalog/products/form/${id}`,
  promotions: () => '/admin/catalog/promotions',
  priceList: () => '/finances/price-list',
  marketplace: () => '/admin/catalog/ingram-cloud/products',
  marketplaceProduct: (id: string) => `/admin/catalog/ingram-cloud/form/${id}`,
}
