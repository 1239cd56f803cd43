import { ActionIcon, CloseButton, Group, Paper, TextInput } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { ROUTE_PATHS } from '@portico/domain'
import { IconArrowRight, IconSearch } from '@tabler/icons-react'
import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { useStore } from '../lib/useStore.ts'
import { HeaderIconButton } from './HeaderIconButton.tsx'
import { layoutStore, updateLayout } from './layoutStore.ts'

/** Header search: inline from the sm breakpoint, an overlay over the header below it; Escape closes it. */
export function HeaderSearch() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const { pathname } = useLocation()
  const [value, setValue] = useState(params.get('query') ?? '')
  // The box shows the results page's query, and empties when the user leaves the results.
  const shown = pathname === ROUTE_PATHS.search ? (params.get('query') ?? '') : ''
  useEffect(() => setValue(shown), [shown])
  const wide = useMediaQuery('(min-width: 48em)', true)
  const overlayOpen = useStore(layoutStore, (state) => state.searchOverlayOpen)

  // Ctrl+K (⌘K on a Mac) anywhere: to the search box, or the overlay that holds it on a narrow screen.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey) || event.altKey) return
      event.preventDefault()
      if (!wide) return updateLayout({ searchOverlayOpen: true })
      const box = document.querySelector<HTMLInputElement>('[data-testid="header-search"]')
      box?.focus()
      box?.select()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [wide])

  useEffect(() => {
    if (!overlayOpen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') updateLayout({ searchOverlayOpen: false })
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [overlayOpen])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const query = value.trim()
    if (!query) return
    updateLayout({ searchOverlayOpen: false })
    navigate(`${ROUTE_PATHS.search}?query=${encodeURIComponent(query)}`)
  }

  const input = (
    <search style={{ flex: 1 }}>
      <form onSubmit={submit}>
        <TextInput
          aria-label={t('header.search')}
          data-testid="header-search"
          placeholder={t('header.searchPlaceholder')}
          aria-keyshortcuts="Control+K Meta+K"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          // A form needs a way to submit it other than Enter (pa11y H32.2): the arrow button.
          rightSection={
            <ActionIcon type="submit" variant="subtle" size="sm" aria-label={t('header.searchSubmit')}>
              <IconArrowRight size={14} aria-hidden />
            </ActionIcon>
          }
          autoFocus={!wide}
          type="search"
        />
      </form>
    </search>
  )

  if (wide) return <div style={{ width: 260 }}>{input}</div>
  if (!overlayOpen) {
    return (
      <HeaderIconButton
        label={t('header.openSearch')}
        testId="search-overlay-toggle"
        onClick={() => updateLayout({ searchOverlayOpen: true })}
      >
        <IconSearch size={20} aria-hidden />
      </HeaderIconButton>
    )
  }
  return (
    <Paper
      pos="absolute"
      inset={0}
      px="sm"
      style={{ zIndex: 5, display: 'flex' }}
      data-testid="search-overlay"
    >
      <Group w="100%" wrap="nowrap">
        {input}
        <CloseButton
          aria-label={t('header.closeSearch')}
          onClick={() => updateLayout({ searchOverlayOpen: false })}
        />
      </Group>
    </Paper>
  )
}
