import type { DeepStrings } from '../../../shared/i18n/areaStrings.ts'
import type en from './shell.en.ts'

const nl: DeepStrings<typeof en> = {
  routes: {
    aasOrder: 'Diensten bekijken',
    aasNetwork: 'Network as a Service',
    aasHardware: 'Hardware as a Service',
    aasInfrastructure: 'Infrastructure as a Service',
  },
  'menu.aas': 'as a Service',
  'menu.aas.order': 'Bekijken',
  'menu.aas.network': 'Netwerk',
  'menu.aas.infrastructure': 'Infrastructuur',
  'menu.aas.hardware': 'Hardware',
}

export default nl
