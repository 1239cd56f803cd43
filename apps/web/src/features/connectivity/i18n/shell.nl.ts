import type { DeepStrings } from '../../../shared/i18n/areaStrings.ts'
import type en from './shell.en.ts'

const nl: DeepStrings<typeof en> = {
  routes: {
    connectivityOrder: 'Connectiviteit bestellen',
    connectivityInternet: 'Internet',
    connectivityVoip: 'VoIP',
    connectivityMobile: 'Mobiel',
  },
  'menu.connectivity': 'Digitale connectiviteit',
  'menu.connectivity.order': 'Bestellen',
  'menu.connectivity.internet': 'Internet',
  'menu.connectivity.voip': 'VoIP',
  'menu.connectivity.mobile': 'Mobiel',
}

export default nl
