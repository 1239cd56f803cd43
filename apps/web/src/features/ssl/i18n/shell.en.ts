/**
 * SSL area, start-up strings (menu labels, page titles). Listed in apps/web/src/app/translations.ts;
 * page strings load with the pages. shell.nl.ts: same keys.
 */
const en = {
  routes: {
    sslCertificates: 'SSL certificates',
    sslOrder: 'Order an SSL certificate',
    sslCertificate: 'SSL certificate',
  },
  'menu.domains.certificates': 'SSL certificates',
  'menu.admin.catalog.ssl': 'SSL certificates',
}

export default en
