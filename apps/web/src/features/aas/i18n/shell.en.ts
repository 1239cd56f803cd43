/**
 * Aas area, start-up strings (menu labels, page titles, parts of the shell): Network, infrastructure and hardware as a service.
 * Listed in apps/web/src/app/translations.ts; page strings load with the pages. shell.nl.ts: same keys.
 */
const en = {
  routes: {
    aasOrder: 'Browse services',
    aasNetwork: 'Network as a Service',
    aasHardware: 'Hardware as a Service',
    aasInfrastructure: 'Infrastructure as a Service',
  },
  'menu.aas': 'as a Service',
  'menu.aas.order': 'Browse',
  'menu.aas.network': 'Network',
  'menu.aas.infrastructure': 'Infrastructure',
  'menu.aas.hardware': 'Hardware',
}

export default en
