import type { Sample } from './matrix.ts'

const NO_ID = '00000000-0000-4000-8000-000000000000'
const vps = `/api/v1/hosting/vpses/${NO_ID}`

/** The VPS and dedicated server routes (hosting area) for the tenant-isolation matrix. */
export const VPS_ROUTES: Record<string, Sample> = {
  'GET /api/v1/hosting/vpses': { path: () => '/api/v1/hosting/vpses' },
  'GET /api/v1/hosting/vpses/:id': { path: () => vps },
  'POST /api/v1/hosting/vpses/:id/power': { path: () => `${vps}/power`, body: { action: 'reboot' } },
  'GET /api/v1/hosting/vpses/:id/tasks/:taskId': { path: () => `${vps}/tasks/${NO_ID}` },
  'GET /api/v1/hosting/servers': { path: () => '/api/v1/hosting/servers' },
}
