import type { HostingAccountStatus } from '@portico/contracts'
import { formatDiskUsage, formatTrafficUsage } from '@portico/domain'
import { useFormat } from '../../shared/i18n/useFormat.ts'

/** Sizes as spec 9 writes them (disk by 1024, traffic by 1000 then 1024), dates, in the interface language. */
export function useHostingFormat() {
  const format = useFormat()
  const locale = format.language === 'nl' ? 'nl-NL' : 'en-GB'
  const days = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' })
  return {
    ...format,
    disk: (bytes: number) => formatDiskUsage(bytes, { locale }),
    traffic: (bytes: number) => formatTrafficUsage(bytes, { locale }),
    day: (day: string) => days.format(new Date(`${day}T12:00:00Z`)),
    name: (item: { product_name_en: string | null; product_name_nl: string | null; package: string }) =>
      (format.language === 'nl' ? item.product_name_nl : item.product_name_en) ?? item.package,
  }
}

export const STATUS_COLORS: Partial<Record<HostingAccountStatus, string>> = {
  ordered: 'gray',
  creating: 'yellow',
  active: 'green',
  suspended: 'orange',
  terminated: 'gray',
  failed: 'red',
}

/** The share of a limit used, 0-100 (null: unlimited). */
export const shareOf = (used: number, limit: number | null) =>
  limit === null || limit <= 0 ? null : Math.min(100, Math.round((used / limit) * 100))
