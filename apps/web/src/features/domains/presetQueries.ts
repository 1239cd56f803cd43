import type { DomainPreset, DomainPresetInput } from '@portico/contracts'
import { recordQueries } from '../../shared/api/recordQueries.ts'
import { contactKeys } from './contactQueries.ts'

export type PresetFilter = { company?: string }

/** /domains/presets: the presets of the companies in view. A contact named by a preset counts as in use. */
const presets = recordQueries<DomainPreset, DomainPresetInput, PresetFilter>(
  '/api/v1/domains/presets',
  ['domains', 'presets'],
  (queryClient) => void queryClient.invalidateQueries({ queryKey: contactKeys.all }),
)

export const presetKeys = presets.keys
export const useDomainPresetsQuery = presets.useList
export const useDomainPresetQuery = presets.useOne
export const useSaveDomainPresetMutation = presets.useSave
export const useDeleteDomainPresetMutation = presets.useDelete
