import { Badge, NavLink } from '@mantine/core'
import type { MenuNode } from '@portico/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { pathForTarget } from '../routing/routeLinks.ts'
import classes from './layout.module.css'
import { menuIcon } from './menuIcons.ts'
import { badgeColor, isNodeActive, isSubMenuOpen, nodeKey } from './menuTree.ts'

type Props = { node: MenuNode; depth: number; mini: boolean }

/** One server menu node: heading, link or sub-menu (spec 3 "Menu node"). */
export function SidebarItem({ node, depth, mini }: Props) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const label = t(node.name, { defaultValue: node.name, keySeparator: false })
  const autoOpen = isSubMenuOpen(node, pathname)
  const [toggled, setToggled] = useState<{ path: string; open: boolean } | null>(null)

  if (node.heading) {
    return (
      <div className={classes.heading} data-mini-hidden>
        {label}
      </div>
    )
  }

  const Icon = menuIcon(node.icon)
  const icon = depth === 0 ? <Icon size={20} stroke={1.6} aria-hidden /> : null
  const badge =
    node.badge !== undefined ? (
      <Badge
        size="sm"
        color={badgeColor(node['badge-variant'])}
        variant="filled"
        circle={typeof node.badge === 'number'}
      >
        {node.badge}
      </Badge>
    ) : undefined

  if (node.sub?.length) {
    // Opening follows the route until the user toggles it by hand on this page.
    const opened = toggled && toggled.path === pathname ? toggled.open : autoOpen
    return (
      <NavLink
        component="button"
        type="button"
        label={label}
        leftSection={icon}
        opened={opened}
        onChange={(open) => setToggled({ path: pathname, open })}
        childrenOffset={mini ? 0 : 28}
        active={autoOpen && depth === 0 && mini}
        variant="subtle"
        aria-label={mini ? label : undefined}
      >
        {node.sub.map((child) => (
          <SidebarItem key={nodeKey(child)} node={child} depth={depth + 1} mini={mini} />
        ))}
      </NavLink>
    )
  }

  const path = pathForTarget(node.to)
  const link = (
    <NavLink
      component={Link}
      to={path ?? '#'}
      label={label}
      leftSection={icon}
      rightSection={badge}
      active={isNodeActive(node, pathname)}
      aria-current={isNodeActive(node, pathname) ? 'page' : undefined}
      aria-label={mini && depth === 0 ? label : undefined}
      title={mini && depth === 0 ? label : undefined}
    />
  )
  return link
}
