import '../i18n/register.ts'
import { Skeleton, Stack } from '@mantine/core'
import { NOTIFICATION_EVENTS, type NotificationChannel, type NotificationEvent } from '@portico/contracts'
import { useAuth } from '../../../shared/auth/useAuth.ts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { NotificationChoices } from '../components/NotificationChoices.tsx'
import { ScopedCompanyPage } from '../components/ScopedCompanyPage.tsx'
import { useNotificationSettingsQuery, useSaveNotificationsMutation } from '../queries.ts'

const each = <T,>(value: (event: NotificationEvent) => T) =>
  Object.fromEntries(NOTIFICATION_EVENTS.map((e) => [e, value(e)])) as Record<NotificationEvent, T>

/** /company/notifications: which mail reaches the caller, and (admins, staff) the company's defaults. */
export default function NotificationsPage() {
  const { t } = useFeatureTranslation()
  return (
    <ScopedCompanyPage title={t('routes.companyNotifications')} what="notifications">
      {(companyId) => <Settings key={companyId} companyId={companyId} />}
    </ScopedCompanyPage>
  )
}

function Settings({ companyId }: { companyId: string }) {
  const { t } = useFeatureTranslation()
  const member = useAuth(({ user }) => user.companies.some((c) => c.id === companyId))
  const settings = useNotificationSettingsQuery(companyId)
  const mine = useSaveNotificationsMutation(companyId, 'mine')
  const defaults = useSaveNotificationsMutation(companyId, 'defaults')
  if (settings.isError)
    return (
      <QueryError message={t('company.notifications.loadError')} onRetry={() => void settings.refetch()} />
    )
  const data = settings.data
  if (!data) return <Skeleton height={320} />
  return (
    <Stack gap="lg">
      {member ? (
        <NotificationChoices
          title={t('company.notifications.mine')}
          hint={t('company.notifications.mineHint')}
          initial={each((e) => data.mine[e] ?? 'default')}
          defaults={data.defaults}
          saving={mine.isPending}
          error={mine.error}
          onSave={(values) =>
            mine.mutateAsync(
              each((e) => (values[e] === 'default' ? null : (values[e] as NotificationChannel))),
            )
          }
          testId="notifications-mine"
        />
      ) : null}
      {data.can_set_defaults ? (
        <NotificationChoices
          title={t('company.notifications.defaults')}
          hint={t('company.notifications.defaultsHint')}
          initial={data.defaults}
          saving={defaults.isPending}
          error={defaults.error}
          onSave={(values) => defaults.mutateAsync(values as Record<NotificationEvent, NotificationChannel>)}
          testId="notifications-defaults"
        />
      ) : null}
    </Stack>
  )
}
