/**
 * Jobs area, start-up strings (menu labels, page titles): the job queue (staff).
 * Listed in apps/web/src/app/translations.ts; page strings load with the pages. shell.nl.ts: same keys.
 */
const en = {
  routes: {
    jobs: 'Jobs',
  },
  'menu.admin.jobs': 'Jobs',
}

export default en
