import type { HostingPanel } from './adapter.ts'
import { type DirectAdminSettings, directAdminPanel } from './directAdmin.ts'
import { sandboxPanel } from './sandbox.ts'

/** DirectAdmin when DIRECTADMIN_URL is configured, else the sandbox panel. */
export function createPanel(settings: DirectAdminSettings | undefined): HostingPanel {
  return settings ? directAdminPanel(settings) : sandboxPanel()
}
