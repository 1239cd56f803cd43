import { lazyPages, pageRoutes } from '../../shared/routing/pageRoutes.ts'

const page = lazyPages(import.meta.glob('./pages/*.tsx'))

/**
 * Spec 2 customers and resellers: the same screens for another kind of record. The API scopes the
 * data: staff see all, a reseller's users their own customers. Edit, contact and location pages are
 * not in the spec's table for resellers, but the tabs link to them, so they exist for both kinds.
 */
function recordRoutes(kind: 'customer' | 'reseller') {
  const view = `/${kind}s/view/:customer`
  const [list, form, record] = [page('RecordListPage'), page('RecordFormPage'), page('RecordViewPage')]
  return pageRoutes([
    { path: `/${kind}s/active`, name: `${kind}s`, title: `routes.${kind}s`, page: list },
    { path: `/${kind}s/archived`, name: `${kind}s-archived`, title: `routes.${kind}sArchived`, page: list },
    { path: `/${kind}s/create`, name: `${kind}-create`, title: `routes.${kind}Create`, page: form },
    { path: `/${kind}s/edit/:customer`, title: `routes.${kind}Edit`, page: form },
    { path: view, title: `routes.${kind}`, page: record },
    { path: `${view}/:page`, title: `routes.${kind}`, page: record },
    { path: `${view}/locations/:location`, title: `routes.${kind}Location`, page: page('PartPage') },
    { path: `${view}/contacts/:contact`, title: `routes.${kind}Contact`, page: page('PartPage') },
    { path: `${view}/services/:service`, title: `routes.${kind}Service`, page: page('ServicePage') },
  ])
}

/** The customers area: customers and resellers (the same screens, another kind). */
export const customerRoutes = [...recordRoutes('customer'), ...recordRoutes('reseller')]
