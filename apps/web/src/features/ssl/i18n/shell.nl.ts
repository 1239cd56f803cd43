import type { DeepStrings } from '../../../shared/i18n/areaStrings.ts'
import type en from './shell.en.ts'

const nl: DeepStrings<typeof en> = {
  routes: {
    sslCertificates: 'SSL-certificaten',
    sslOrder: 'SSL-certificaat bestellen',
    sslCertificate: 'SSL-certificaat',
  },
  'menu.domains.certificates': 'SSL-certificaten',
  'menu.admin.catalog.ssl': 'SSL-certificaten',
}

export default nl
