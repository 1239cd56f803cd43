import type { VpsPowerState, VpsSpecs, VpsStatus } from '@portico/contracts'
import { useFeatureTranslation } from '../../shared/ui/featureTranslations.ts'
import { useHostingFormat } from './format.ts'

export const VPS_STATUS_COLORS: Partial<Record<VpsStatus, string>> = {
  creating: 'yellow',
  active: 'green',
  suspended: 'orange',
  terminated: 'gray',
  failed: 'red',
}

export const POWER_COLORS: Partial<Record<VpsPowerState, string>> = {
  running: 'green',
  stopped: 'gray',
  paused: 'yellow',
}

/** A VPS's sizes and times as the pages write them, in the interface language. */
export function useVpsFormat() {
  const { t } = useFeatureTranslation()
  const format = useHostingFormat()
  const locale = format.language === 'nl' ? 'nl-NL' : 'en-GB'
  const hours = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  })
  return {
    ...format,
    template: (code: string) => t(`hosting.vps.template.${code}`, { defaultValue: code }),
    specs: (s: VpsSpecs) =>
      t('hosting.vps.specsValue', {
        cores: s.cores,
        memory: format.disk(s.memory_bytes),
        disk: format.disk(s.disk_bytes),
      }),
    hour: (iso: string) => hours.format(new Date(iso)),
    uptime: (seconds: number) => {
      const minutes = Math.floor(seconds / 60)
      const h = Math.floor(minutes / 60)
      const d = Math.floor(h / 24)
      if (d > 0) return t('hosting.vps.duration.days', { count: d, hours: h % 24 })
      if (h > 0) return t('hosting.vps.duration.hours', { count: h, minutes: minutes % 60 })
      return t('hosting.vps.duration.minutes', { count: minutes })
    },
    product: (v: { product_name_en: string | null; product_name_nl: string | null; plan: string }) =>
      (format.language === 'nl' ? v.product_name_nl : v.product_name_en) ?? v.plan,
  }
}
