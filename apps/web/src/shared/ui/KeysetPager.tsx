import { Button, Group, Text } from '@mantine/core'
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react'
import './i18n/register.ts'
import { useFeatureTranslation } from './featureTranslations.ts'
import type { KeysetPaging } from './useKeysetPaging.ts'

/** Previous / next for keyset pages (see useKeysetPaging). */
export function KeysetPager({
  paging,
  nextCursor,
}: {
  paging: KeysetPaging
  /** The list answer's next_cursor: none on the last page. */
  nextCursor: string | null | undefined
}) {
  const { t } = useFeatureTranslation()
  const { page, hasPrevious, previous: onPrevious, next: onNext } = paging
  if (!hasPrevious && !nextCursor) return null
  return (
    <Group justify="space-between" mt="md" data-testid="pager">
      <Button
        variant="default"
        leftSection={<IconChevronLeft size={16} aria-hidden />}
        disabled={!hasPrevious}
        onClick={onPrevious}
        data-testid="pager-previous"
      >
        {t('ui.table.previous')}
      </Button>
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('ui.table.page', { page })}
      </Text>
      <Button
        variant="default"
        rightSection={<IconChevronRight size={16} aria-hidden />}
        disabled={!nextCursor}
        onClick={() => nextCursor && onNext(nextCursor)}
        data-testid="pager-next"
      >
        {t('ui.table.next')}
      </Button>
    </Group>
  )
}
