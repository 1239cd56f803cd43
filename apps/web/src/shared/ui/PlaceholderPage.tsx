import { EmptyState, Paper } from '@mantine/core'
import { IconHourglassEmpty } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useMatches } from 'react-router'
import { brandName } from '../config/clientConfig.ts'
import { currentHandle } from '../routing/usePageTitle.ts'
import { PageHeader } from './PageHeader.tsx'

/** Honest empty state for routes whose pages later issues fill (and the spec's own placeholders). */
export default function PlaceholderPage() {
  const { t } = useTranslation()
  const handle = currentHandle(useMatches())
  const kind = handle?.placeholder ?? 'later'
  return (
    <>
      <PageHeader title={handle ? t(handle.title) : ''} />
      <Paper withBorder p="xl" radius="md" data-testid="placeholder">
        <EmptyState
          icon={<IconHourglassEmpty size={32} aria-hidden />}
          withIndicatorBackground
          title={t(kind === 'spec' ? 'placeholder.specTitle' : 'placeholder.laterTitle')}
          description={t(kind === 'spec' ? 'placeholder.spec' : 'placeholder.later', { brand: brandName() })}
        />
      </Paper>
    </>
  )
}
