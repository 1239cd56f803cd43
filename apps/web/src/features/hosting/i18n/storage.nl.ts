import type { DeepStrings } from '../../../shared/i18n/areaStrings.ts'
import type en from './storage.en.ts'

const nl: DeepStrings<typeof en> = {
  hostedStorage: {
    unlimited: 'geen limiet',
    of: '{{used}} van {{limit}}',
    company: 'Bedrijf',
    databases: {
      intro: 'Uw gehoste databases: hun grootte tegenover hun limiet, verbindingen en de laatste back-up.',
      empty: 'Nog geen gehoste databases.',
      loadError: 'De databases konden niet worden geladen.',
      name: 'Database',
      engine: 'Engine',
      server: 'Server',
      size: 'Grootte',
      connections: 'Verbindingen',
      backup: 'Laatste back-up',
      noBackup: 'nog geen',
      engines: { mysql: 'MySQL', mariadb: 'MariaDB', postgresql: 'PostgreSQL' },
    },
    storage: {
      intro:
        'Uw objectopslag, volumes en back-upruimte: gebruik tegenover het quotum en uitgaand verkeer deze maand.',
      empty: 'Nog geen gehoste opslag.',
      loadError: 'De opslag kon niet worden geladen.',
      name: 'Naam',
      kind: 'Soort',
      region: 'Regio',
      used: 'Gebruikt',
      objects: 'Objecten',
      egress: 'Uitgaand verkeer deze maand',
      kinds: { object: 'Objectopslag', block: 'Volume', backup: 'Back-upruimte' },
    },
  },
}

export default nl
