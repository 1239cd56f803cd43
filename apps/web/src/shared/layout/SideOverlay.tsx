import { Drawer, Skeleton, Stack } from '@mantine/core'
import { type ComponentType, lazy, Suspense, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useStore } from '../lib/useStore.ts'
import { layoutStore, updateLayout } from './layoutStore.ts'

type Props = { content: () => Promise<{ default: ComponentType }> }

/** Spec 2: the side overlay; Escape closes it (Drawer's closeOnEscape). Loaded on first open. */
export default function SideOverlay({ content }: Props) {
  const { t } = useTranslation()
  const opened = useStore(layoutStore, (state) => state.sideOverlayOpen)
  const Content = useMemo(() => lazy(content), [content])
  return (
    <Drawer
      opened={opened}
      onClose={() => updateLayout({ sideOverlayOpen: false })}
      position="right"
      size="md"
      title={t('overlay.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      closeOnEscape
      data-testid="side-overlay"
    >
      {opened ? (
        <Suspense
          fallback={
            <Stack gap="sm" aria-busy="true" aria-label={t('common.loading')}>
              <Skeleton height={24} />
              <Skeleton height={120} />
              <Skeleton height={120} />
            </Stack>
          }
        >
          <Content />
        </Suspense>
      ) : null}
    </Drawer>
  )
}
