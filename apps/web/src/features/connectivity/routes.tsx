import { lazyPages, pageRoutes } from '../../shared/routing/pageRoutes.ts'
import { shopPage as shop } from '../orders/routes.tsx'

const page = lazyPages(import.meta.glob('./pages/*.tsx'))

export const connectivityRoutes = pageRoutes([
  { path: '/connectivity/order', name: 'connectivity-order', title: 'routes.connectivityOrder', page: shop },
  {
    path: '/connectivity/internet',
    name: 'connectivity-internet',
    title: 'routes.connectivityInternet',
    page: page('InternetPage'),
  },
  {
    path: '/connectivity/voip',
    name: 'connectivity-voip',
    title: 'routes.connectivityVoip',
    page: page('VoipPage'),
  },
  {
    path: '/connectivity/mobile',
    name: 'connectivity-mobile',
    title: 'routes.connectivityMobile',
    page: page('MobilePage'),
  },
])
