import { Badge, Button, Group } from '@mantine/core'
import type { Customer } from '@portico/contracts'
import { IconArchive, IconArrowBackUp, IconPencil } from '@tabler/icons-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { formatDate } from '../../../shared/i18n/format.ts'
import { toLanguage } from '../../../shared/i18n/language.ts'
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { type RecordKind, recordPaths } from '../kind.ts'
import { useArchiveMutation } from '../queries.ts'

/** Name, number and state of the record, with edit and archive/restore (after a confirmation). */
export function RecordHeader({ kind, record }: { kind: RecordKind; record: Customer }) {
  const { t, i18n } = useFeatureTranslation()
  const language = toLanguage(i18n.language) ?? 'en'
  const [confirming, setConfirming] = useState(false)
  const archive = useArchiveMutation(kind)
  const archived = record.archived_at !== null
  const close = () => {
    setConfirming(false)
    archive.reset()
  }
  const subtitle = (
    <Group gap="xs" component="span">
      {record.number !== null ? (
        <Badge variant="light" color="gray" component="span">
          {t('customers.view.number', { number: record.number })}
        </Badge>
      ) : null}
      {archived && record.archived_at ? (
        <Badge color="orange" variant="dot" component="span" data-testid="record-archived">
          {t('customers.view.archivedOn', { date: formatDate(record.archived_at, language) })}
        </Badge>
      ) : null}
      {record.parent_name ? (
        <span>
          {t('customers.fields.parent')}: {record.parent_name}
        </span>
      ) : null}
    </Group>
  )
  return (
    <>
      <PageHeader
        title={<span data-testid="record-name">{record.name}</span>}
        subtitle={subtitle}
        actions={
          <Group gap="xs">
            {!archived ? (
              <Button
                component={Link}
                to={recordPaths(kind).edit(record.id)}
                variant="default"
                leftSection={<IconPencil size={16} aria-hidden />}
                data-testid="record-edit"
              >
                {t('customers.view.edit')}
              </Button>
            ) : null}
            <Button
              variant="default"
              leftSection={
                archived ? <IconArrowBackUp size={16} aria-hidden /> : <IconArchive size={16} aria-hidden />
              }
              onClick={() => setConfirming(true)}
              data-testid={archived ? 'record-restore' : 'record-archive'}
            >
              {archived ? t('customers.view.restore') : t('customers.view.archive')}
            </Button>
          </Group>
        }
      />
      <ConfirmDialog
        opened={confirming}
        title={t(archived ? 'customers.view.restoreTitle' : 'customers.view.archiveTitle', {
          name: record.name,
        })}
        message={t(archived ? 'customers.view.restoreText' : 'customers.view.archiveText')}
        confirmLabel={archived ? t('customers.view.restore') : t('customers.view.archive')}
        color={archived ? 'teal.9' : 'red.9'}
        loading={archive.isPending}
        error={archive.isError ? t('customers.view.actionFailed', { message: archive.error.message }) : null}
        onClose={close}
        onConfirm={() => archive.mutate({ id: record.id, archive: !archived }, { onSuccess: close })}
      />
    </>
  )
}
