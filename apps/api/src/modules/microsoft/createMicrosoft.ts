import type { EntraSettings } from './entraToken.ts'
import type { Graph } from './graph/adapter.ts'
import { liveGraph } from './graph/live.ts'
import { sandboxGraph } from './graph/sandbox.ts'
import type { PartnerCenter } from './partnerCenter/adapter.ts'
import { livePartnerCenter } from './partnerCenter/live.ts'
import { sandboxPartnerCenter } from './partnerCenter/sandbox.ts'

export type MicrosoftSettings = EntraSettings & {
  partnerCenterUrl: string
  graphUrl: string
  country: string
}

/** The live Partner Center and Graph when the partner's app is configured (MICROSOFT_*), else the sandboxes. */
export function createMicrosoft(settings: MicrosoftSettings | undefined): {
  partnerCenter: PartnerCenter
  graph: Graph
} {
  if (!settings) return { partnerCenter: sandboxPartnerCenter(), graph: sandboxGraph() }
  return {
    partnerCenter: livePartnerCenter({ ...settings, url: settings.partnerCenterUrl }),
    graph: liveGraph({ ...settings, url: settings.graphUrl }),
  }
}
