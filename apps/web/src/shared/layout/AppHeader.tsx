import { Box, Burger, Group, Text, UnstyledButton } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarRightExpand } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useBrand } from '../config/brand.ts'
import { useStore } from '../lib/useStore.ts'
import { ScopeSwitcher } from '../scope/ScopeSwitcher.tsx'
import { BrandMark } from '../ui/BrandMark.tsx'
import { DarkModeToggle } from './DarkModeToggle.tsx'
import { HeaderIconButton } from './HeaderIconButton.tsx'
import { HeaderSearch } from './HeaderSearch.tsx'
import { LanguageSwitch } from './LanguageSwitch.tsx'
import { layoutStore, updateLayout } from './layoutStore.ts'
import { UserMenu } from './UserMenu.tsx'

/** Below this width the language and dark-mode controls move into the user menu, leaving room for the scope. */
const ROOMY_QUERY = '(min-width: 36em)'

/**
 * Spec 1: logo to the landing route, scope switcher, search, language, user menu with log out.
 * `actions`: a feature's buttons beside the user menu (the notifications bell).
 */
export function AppHeader({ desktop, actions }: { desktop: boolean; actions?: ReactNode }) {
  const { t } = useTranslation()
  const roomy = useMediaQuery(ROOMY_QUERY, true) ?? true
  const layout = useStore(layoutStore, (state) => state)
  const brand = useBrand()
  const sidebarOpen = desktop ? layout.sidebarDesktopOpen : layout.sidebarMobileOpen
  const toggleSidebar = () =>
    updateLayout(desktop ? { sidebarDesktopOpen: !sidebarOpen } : { sidebarMobileOpen: !sidebarOpen })

  return (
    <Group h="100%" px={{ base: 'xs', xs: 'sm' }} gap="xs" wrap="nowrap" pos="relative">
      <Group gap="xs" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
        <Burger
          opened={sidebarOpen}
          onClick={toggleSidebar}
          size="sm"
          aria-label={t('header.toggleSidebar')}
          aria-expanded={sidebarOpen}
          data-testid="sidebar-toggle"
        />
        {desktop ? (
          <HeaderIconButton
            label={t('header.toggleMini')}
            pressed={layout.sidebarMini}
            testId="sidebar-mini-toggle"
            onClick={() => updateLayout({ sidebarMini: !layout.sidebarMini, sidebarDesktopOpen: true })}
          >
            <IconLayoutSidebarLeftCollapse size={20} aria-hidden />
          </HeaderIconButton>
        ) : null}
        <UnstyledButton
          component={Link}
          to="/"
          // The name starts with the brand the link shows (WCAG 2.5.3, label in name).
          aria-label={`${brand.brand_name}, ${t('header.home')}`}
          data-testid="logo"
          style={{ flexShrink: 0 }}
        >
          <Group gap={8} wrap="nowrap">
            <BrandMark brand={brand} height={28} />
            <Text fw={700} fz="lg" visibleFrom="xs">
              {brand.brand_name}
            </Text>
          </Group>
        </UnstyledButton>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <ScopeSwitcher />
        </Box>
      </Group>
      <Group gap={4} wrap="nowrap">
        <HeaderSearch />
        {roomy ? (
          <>
            <LanguageSwitch />
            <DarkModeToggle />
          </>
        ) : null}
        <HeaderIconButton
          label={t('header.sideOverlay')}
          expanded={layout.sideOverlayOpen}
          testId="side-overlay-toggle"
          onClick={() => updateLayout({ sideOverlayOpen: !layout.sideOverlayOpen })}
        >
          <IconLayoutSidebarRightExpand size={20} aria-hidden />
        </HeaderIconButton>
        {actions}
        <UserMenu>
          {roomy ? null : (
            <>
              <LanguageSwitch inMenu />
              <DarkModeToggle inMenu />
            </>
          )}
        </UserMenu>
      </Group>
    </Group>
  )
}
