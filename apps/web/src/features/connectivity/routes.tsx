import { pageRoutes } from '../../shared/routing/pageRoutes.ts'

/** The area's order page is the orders shop limited to its catalogue categories (orders/shopScope.ts). */
const shop = () => import('../orders/pages/ShopPage.tsx')

export const connectivityRoutes = pageRoutes([
  { path: '/connectivity/order', name: 'connectivity-order', title: 'routes.connectivityOrder', page: shop },
  { path: '/connectivity/internet', name: 'connectivity-internet', title: 'routes.connectivityInternet' },
  { path: '/connectivity/voip', name: 'connectivity-voip', title: 'routes.connectivityVoip' },
  { path: '/connectivity/mobile', name: 'connectivity-mobile', title: 'routes.connectivityMobile' },
])
