import type { Service } from '@portico/contracts'
import { formatMoney } from '../../../shared/i18n/format.ts'
import { toLanguage } from '../../../shared/i18n/language.ts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { StatusBadge } from '../../../shared/ui/StatusBadge.tsx'

const COLOR: Record<string, string> = {
  pending: 'blue',
  active: 'green',
  suspended: 'orange',
  cancelled: 'gray',
  terminated: 'gray',
}

export function ServiceStatus({ status }: { status: string }) {
  const { t } = useFeatureTranslation()
  return (
    <StatusBadge
      status={status}
      colors={COLOR}
      label={t(`customers.services.statuses.${status}`, status)}
      testId="service-status"
    />
  )
}

/** A service's price per period ("€13.95 / mo"), or a dash when the portal does not bill it. */
export function useServicePrice() {
  const { t, i18n } = useFeatureTranslation()
  const language = toLanguage(i18n.language) ?? 'en'
  return (service: Pick<Service, 'price_minor' | 'currency' | 'period'>) =>
    service.price_minor === null
      ? '—'
      : `${formatMoney(service.price_minor, service.currency, language)} ${service.period ? t(`customers.services.per.${service.period}`, '') : ''}`.trim()
}
