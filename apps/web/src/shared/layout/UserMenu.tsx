import { Avatar, Button, Paper, Stack, Text, UnstyledButton } from '@mantine/core'
import { useClickOutside } from '@mantine/hooks'
import { ROUTE_PATHS } from '@portico/domain'
import { IconLogout, IconUserCircle } from '@tabler/icons-react'
import { type ReactNode, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { authService } from '../auth/auth.ts'
import { useAuth } from '../auth/useAuth.ts'

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  return `${parts[0]?.[0] ?? ''}${parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : ''}`.toUpperCase() || '?'
}

/** The user menu (disclosure pattern): who is signed in, profile, log out. Escape or a click outside closes it. */
export function UserMenu({ children }: { children?: ReactNode }) {
  const { t } = useTranslation()
  const user = useAuth((state) => state.user)
  const name = user.display_name || user.username
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const ref = useClickOutside<HTMLDivElement>(() => setOpen(false))

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])

  return (
    <div ref={ref} style={{ position: 'relative' }}>
      <UnstyledButton
        aria-label={t('header.userMenu')}
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="user-menu"
        onClick={() => setOpen((value) => !value)}
        style={{ borderRadius: '50%', display: 'block' }}
      >
        <Avatar variant="filled" radius="xl" size={34}>
          {initials(name)}
        </Avatar>
      </UnstyledButton>
      <Paper
        id={panelId}
        shadow="md"
        withBorder
        p="xs"
        w={240}
        style={{
          display: open ? 'block' : 'none',
          position: 'absolute',
          right: 0,
          top: 'calc(100% + 8px)',
          zIndex: 300,
        }}
      >
        <Text size="xs" c="dimmed" px="xs">
          {t('header.signedInAs')}
        </Text>
        <Text px="xs" size="sm" fw={600} truncate data-testid="user-name">
          {name}
        </Text>
        {user.email ? (
          <Text px="xs" pb="xs" size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
        ) : null}
        {children ? (
          <Stack gap="xs" px="xs" py="xs">
            {children}
          </Stack>
        ) : null}
        <Stack gap={2} mt="xs">
          <Button
            component={Link}
            to={ROUTE_PATHS['profile-details']}
            variant="subtle"
            color="gray"
            justify="flex-start"
            leftSection={<IconUserCircle size={16} aria-hidden />}
            onClick={() => setOpen(false)}
            c="var(--mantine-color-text)"
          >
            {t('routes.profile')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            justify="flex-start"
            leftSection={<IconLogout size={16} aria-hidden />}
            onClick={() => void authService().logout()}
            data-testid="logout"
          >
            {t('header.logout')}
          </Button>
        </Stack>
      </Paper>
    </div>
  )
}
