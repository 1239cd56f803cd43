import '../i18n/register.ts'
import { Button, Skeleton } from '@mantine/core'
import type { Contact, Location } from '@portico/contracts'
import { IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router'
import { errorStatus } from '../../../shared/api/ApiError.ts'
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx'
import { ErrorView } from '../../../shared/ui/ErrorView.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { BackToRecord } from '../components/BackToRecord.tsx'
import { ContactForm } from '../components/ContactForm.tsx'
import { LocationForm } from '../components/LocationForm.tsx'
import { kindFromPath, recordPaths } from '../kind.ts'
import { useDeletePartMutation, usePartQuery } from '../partQueries.ts'
import { useRecordQuery } from '../queries.ts'

/** /{kind}/view/:customer/contacts/:contact and /locations/:location; "new" creates one. */
export default function PartPage() {
  const { t } = useFeatureTranslation()
  const { pathname } = useLocation()
  const params = useParams()
  const kind = kindFromPath(pathname)
  const part = params.contact !== undefined ? 'contacts' : 'locations'
  const partParam = params.contact ?? params.location ?? 'new'
  const partId = partParam === 'new' ? null : partParam
  const recordId = params.customer ?? ''
  const navigate = useNavigate()
  const record = useRecordQuery(kind, recordId)
  const item = usePartQuery(kind, recordId, part, partId)
  const remove = useDeletePartMutation(kind, recordId, part)
  const [confirming, setConfirming] = useState(false)
  const back = recordPaths(kind).view(recordId, part)
  const failed = record.error ?? item.error
  if (failed)
    return [400, 404].includes(errorStatus(failed) ?? 0) ? (
      <ErrorView code={404} />
    ) : (
      <QueryError message={t('errors.500.text')} />
    )
  if (!record.data || (partId !== null && !item.data)) return <Skeleton height={320} />
  const existing = partId ? (item.data as Contact | Location | undefined) : undefined
  const name = existing
    ? 'full_name' in existing
      ? existing.full_name
      : existing.name
    : t(part === 'contacts' ? 'customers.parts.newContact' : 'customers.parts.newLocation')
  // A 412 offers the latest version: read it again, bypassing the cache.
  const reload = async <T,>() => (await item.refetch({ throwOnError: true })).data as T
  const done = () => navigate(back)
  const formProps = { kind, recordId, onSaved: done, onCancel: done }
  return (
    <>
      <BackToRecord to={back} name={record.data.name} />
      <PageHeader
        title={<span data-testid="part-name">{name}</span>}
        actions={
          existing ? (
            <Button
              variant="default"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setConfirming(true)}
              data-testid="part-delete"
            >
              {t('customers.parts.delete')}
            </Button>
          ) : null
        }
      />
      {part === 'contacts' ? (
        <ContactForm
          {...formProps}
          item={existing as Contact | undefined}
          onReload={() => reload<Contact>()}
        />
      ) : (
        <LocationForm
          {...formProps}
          item={existing as Location | undefined}
          onReload={() => reload<Location>()}
        />
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('customers.parts.deleteTitle', { name })}
        message={t('customers.parts.deleteText')}
        confirmLabel={t('customers.parts.delete')}
        loading={remove.isPending}
        error={remove.isError ? remove.error.message : null}
        onClose={() => setConfirming(false)}
        onConfirm={() => partId && remove.mutate(partId, { onSuccess: done })}
      />
    </>
  )
}
