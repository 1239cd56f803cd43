import type { DeepStrings } from '../../../shared/i18n/areaStrings.ts'
import type en from './shell.en.ts'

const nl: DeepStrings<typeof en> = {
  routes: {
    catalogProducts: 'Producten',
    catalogProductForm: 'Product',
    catalogPromotions: 'Acties',
    catalogTlds: 'Topleveldomeinen',
    catalogTldForm: 'Topleveldomein',
    catalogSsl: 'SSL-certificaten',
    catalogSslForm: 'SSL-certificaat',
    catalogCloud: 'Cloudproducten',
    catalogCloudForm: 'Cloudproduct',
  },
  'menu.admin.catalog.products': 'Producten',
  'menu.admin.catalog.promotions': 'Acties',
  'menu.admin.catalog.tlds': 'Domeinextensies',
  'menu.admin.catalog.cloud': 'Cloudmarktplaats',
  'menu.admin.catalog': 'Catalogus',
}

export default nl
