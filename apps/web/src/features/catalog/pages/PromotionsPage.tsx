import '../i18n/register.ts'
import { Badge, Button, Group, Modal, Text } from '@mantine/core'
import type { Promotion } from '@portico/contracts'
import { IconArchive, IconPencil, IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import type { DataColumn } from '../../../shared/ui/DataTable.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { QueryTable } from '../../../shared/ui/QueryTable.tsx'
import { PromotionForm } from '../components/PromotionForm.tsx'
import { useCatalogFormat } from '../format.ts'
import { usePromotionsQuery, useSavePromotionMutation } from '../queries.ts'

/** /admin/catalog/promotions: promotion codes, what they take off, for how long and how often. */
export default function PromotionsPage() {
  const { t } = useFeatureTranslation()
  const format = useCatalogFormat()
  const list = usePromotionsQuery(false)
  const archive = useSavePromotionMutation()
  const [editing, setEditing] = useState<Promotion | 'new' | null>(null)

  const discount = (p: Promotion) =>
    p.kind === 'percentage'
      ? `${(p.percent_bp ?? 0) / 100}%`
      : p.amounts.map((a) => format.money(a.amount_minor, a.currency)).join(', ')
  const columns: DataColumn<Promotion>[] = [
    {
      key: 'code',
      header: t('catalog.promotions.code'),
      nowrap: true,
      render: (p) => (
        <Text fw={600} size="sm">
          {p.code}
        </Text>
      ),
    },
    { key: 'discount', header: t('catalog.promotions.kind'), nowrap: true, render: discount },
    {
      key: 'periods',
      header: t('catalog.promotions.periods'),
      render: (p) => p.periods ?? t('catalog.promotions.forever'),
    },
    {
      key: 'validity',
      header: t('catalog.promotions.validity'),
      render: (p) =>
        p.starts_on || p.ends_on
          ? `${p.starts_on ?? '…'} – ${p.ends_on ?? '…'}`
          : t('catalog.promotions.always'),
    },
    {
      key: 'uses',
      header: t('catalog.promotions.uses'),
      render: (p) => `${p.uses}${p.max_uses ? ` / ${p.max_uses}` : ''}`,
    },
    {
      key: 'status',
      header: t('catalog.promotions.active'),
      render: (p) => (
        <Badge color={p.active ? 'green' : 'gray'} variant="dot">
          {p.active ? t('catalog.promotions.active') : t('catalog.promotions.inactive')}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: '',
      render: (p) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={() => setEditing(p)}
            aria-label={`${t('catalog.promotions.edit')} ${p.code}`}
          >
            {t('catalog.promotions.edit')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconArchive size={14} aria-hidden />}
            onClick={() => archive.mutate({ id: p.id, archived: true })}
            aria-label={`${t('catalog.promotions.archive')} ${p.code}`}
          >
            {t('catalog.promotions.archive')}
          </Button>
        </Group>
      ),
    },
  ]
  return (
    <>
      <PageHeader
        title={t('routes.catalogPromotions')}
        actions={
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing('new')}
            data-testid="promotion-create"
          >
            {t('catalog.promotions.create')}
          </Button>
        }
      />
      <QueryTable
        query={list}
        errorMessage={t('catalog.promotions.loadError')}
        columns={columns}
        rowKey={(p) => p.id}
        empty={t('catalog.promotions.empty')}
        testId="promotion-table"
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        size="lg"
        title={editing === 'new' ? t('catalog.promotions.create') : t('catalog.promotions.edit')}
      >
        {editing !== null ? (
          <PromotionForm
            promotion={editing === 'new' ? undefined : editing}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Modal>
    </>
  )
}
