import '../i18n/register.ts'
import { Skeleton, Stack } from '@mantine/core'
import {
  NOTIFICATION_EVENTS,
  type NotificationChoicesInput,
  type NotificationSettings,
  PREFERENCE_CHANNELS,
  type PreferenceEvent,
  STAFF_NOTIFICATION_EVENTS,
  type StaffChannel,
} from '@portico/contracts'
import { useAuth } from '../../../shared/auth/useAuth.ts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { NotificationChoices } from '../components/NotificationChoices.tsx'
import { ScopedCompanyPage } from '../components/ScopedCompanyPage.tsx'
import { useNotificationSettingsQuery, useSaveNotificationsMutation } from '../queries.ts'

type Choice = StaffChannel | 'default'
const CUSTOMER_CHANNELS = ['email', 'none'] as const

const each = <T,>(events: readonly PreferenceEvent[], value: (event: PreferenceEvent) => T) =>
  Object.fromEntries(events.map((e) => [e, value(e)])) as Partial<Record<PreferenceEvent, T>>

/** A person's choices as the API takes them: "as the company" is null. */
const ownChoices = (
  events: readonly PreferenceEvent[],
  values: Partial<Record<PreferenceEvent, Choice | null>>,
) => each(events, (e) => (values[e] === 'default' ? null : (values[e] ?? null)))

/**
 * /company/notifications: what reaches the caller, and (admins, staff) the company's defaults. A
 * provider's or reseller's own people also choose how they hear of their customers (issue 26 item 6):
 * by e-mail, in the bell, both or not at all. Each panel saves its own events; the others keep theirs.
 */
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
  const settings = useNotificationSettingsQuery(companyId)
  if (settings.isError)
    return (
      <QueryError message={t('company.notifications.loadError')} onRetry={() => void settings.refetch()} />
    )
  const data = settings.data
  if (!data) return <Skeleton height={320} />
  // Only a company that sells has its staff's events.
  const staff = STAFF_NOTIFICATION_EVENTS.filter((e) => e in data.defaults)
  return (
    <Stack gap="lg">
      {/* A seller's people first choose how they hear of their customers. */}
      {staff.length ? (
        <Panels
          companyId={companyId}
          data={data}
          events={staff}
          channels={PREFERENCE_CHANNELS}
          suffix="Staff"
        />
      ) : null}
      <Panels companyId={companyId} data={data} events={NOTIFICATION_EVENTS} channels={CUSTOMER_CHANNELS} />
    </Stack>
  )
}

/** The caller's own choices and (admins, staff) the company's defaults for one group of events. */
function Panels({
  companyId,
  data,
  events,
  channels,
  suffix = '',
}: {
  companyId: string
  data: NotificationSettings
  events: readonly PreferenceEvent[]
  channels: readonly StaffChannel[]
  suffix?: '' | 'Staff'
}) {
  const { t } = useFeatureTranslation()
  const member = useAuth(({ user }) => user.companies.some((c) => c.id === companyId))
  const mine = useSaveNotificationsMutation(companyId, 'mine')
  const defaults = useSaveNotificationsMutation(companyId, 'defaults')
  return (
    <>
      {member ? (
        <NotificationChoices
          title={t(`company.notifications.mine${suffix}`)}
          hint={t(`company.notifications.mine${suffix}Hint`)}
          events={events}
          channels={channels}
          initial={each(events, (e) => data.mine[e] ?? 'default')}
          defaults={data.defaults}
          saving={mine.isPending}
          error={mine.error}
          // The customer events are always sent (as they stand); staff events left out keep theirs.
          onSave={(values) =>
            mine.mutateAsync({
              ...ownChoices(NOTIFICATION_EVENTS, data.mine),
              ...ownChoices(events, values),
            } as NotificationChoicesInput)
          }
          testId={`notifications-mine${suffix}`}
        />
      ) : null}
      {data.can_set_defaults ? (
        <NotificationChoices
          title={t(`company.notifications.defaults${suffix}`)}
          hint={t(`company.notifications.defaults${suffix}Hint`)}
          events={events}
          channels={channels}
          initial={each(events, (e) => data.defaults[e])}
          saving={defaults.isPending}
          error={defaults.error}
          onSave={(values) =>
            defaults.mutateAsync({
              ...each(NOTIFICATION_EVENTS, (e) => data.defaults[e]),
              ...values,
            } as NotificationSettings['defaults'])
          }
          testId={`notifications-defaults${suffix}`}
        />
      ) : null}
    </>
  )
}
