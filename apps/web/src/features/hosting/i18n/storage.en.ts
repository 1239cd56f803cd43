/** Hosted databases and storage screens. storage.nl.ts has the same keys (checked by its type). */
const en = {
  hostedStorage: {
    unlimited: 'no limit',
    of: '{{used}} of {{limit}}',
    company: 'Company',
    databases: {
      intro: 'Your hosted databases: their size against their limit, connections and the last backup.',
      empty: 'No hosted databases yet.',
      loadError: 'The databases could not be loaded.',
      name: 'Database',
      engine: 'Engine',
      server: 'Server',
      size: 'Size',
      connections: 'Connections',
      backup: 'Last backup',
      noBackup: 'none yet',
      engines: { mysql: 'MySQL', mariadb: 'MariaDB', postgresql: 'PostgreSQL' },
    },
    storage: {
      intro:
        'Your object storage, volumes and backup space: use against the quota and traffic out this month.',
      empty: 'No hosted storage yet.',
      loadError: 'The storage could not be loaded.',
      name: 'Name',
      kind: 'Kind',
      region: 'Region',
      used: 'Used',
      objects: 'Objects',
      egress: 'Traffic out this month',
      kinds: { object: 'Object storage', block: 'Volume', backup: 'Backup space' },
    },
  },
}

export default en
