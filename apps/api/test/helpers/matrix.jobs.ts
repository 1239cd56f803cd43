import type { Sample } from './matrix.ts'

const NO_ID = '00000000-0000-4000-8000-000000000000'

/** The job queue's and the recurring runs' routes (staff only) for the tenant-isolation matrix (spread into ROUTES). */
export const JOBS_ROUTES: Record<string, Sample> = {
  'GET /api/v1/jobs/queues': { path: () => '/api/v1/jobs/queues', staffOnly: true },
  'GET /api/v1/jobs': { path: () => '/api/v1/jobs', staffOnly: true },
  'GET /api/v1/billing/runs': { path: () => '/api/v1/billing/runs', staffOnly: true },
  'POST /api/v1/billing/runs': { path: () => '/api/v1/billing/runs' },
  'GET /api/v1/billing/dunning': { path: () => '/api/v1/billing/dunning', issuer: true },
  'PUT /api/v1/billing/dunning': {
    path: () => '/api/v1/billing/dunning',
    body: { reminder_days: [7, 14, 21], suspend_after_days: 30 },
  },
  'POST /api/v1/jobs/:queue/:id/retry': { path: () => `/api/v1/jobs/mail.deliver/${NO_ID}/retry` },
}
