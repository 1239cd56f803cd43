import type { MenuNode } from '@portico/contracts'
import { describe, expect, it } from 'vitest'
import { badgeColor, isNodeActive, isSubMenuOpen, subActivePrefixes } from './menuTree.ts'

const customers: MenuNode = {
  name: 'menu.customers',
  subActivePaths: '/customers',
  sub: [
    { name: 'menu.active', to: 'customers' },
    { name: 'menu.archived', to: 'customers-archived' },
  ],
}

describe('menu tree', () => {
  it('reads one or several prefixes', () => {
    expect(subActivePrefixes({ name: 'x', subActivePaths: '/a, /b /c' })).toEqual(['/a', '/b', '/c'])
    expect(subActivePrefixes({ name: 'x' })).toEqual([])
  })

  it('opens a sub-menu on its path prefix, not on a lookalike', () => {
    expect(isSubMenuOpen(customers, '/customers/view/1')).toBe(true)
    expect(isSubMenuOpen(customers, '/customers')).toBe(true)
    expect(isSubMenuOpen(customers, '/customers-x')).toBe(false)
    expect(isSubMenuOpen(customers, '/billing/invoices')).toBe(false)
  })

  it('opens a sub-menu when a child route is active even without prefixes', () => {
    const node: MenuNode = { name: 'x', sub: [{ name: 'y', to: 'finances-orders' }] }
    expect(isSubMenuOpen(node, '/finances/orders/12')).toBe(true)
  })

  it('marks a leaf active by its route name; the landing only on /', () => {
    expect(isNodeActive({ name: 'a', to: 'customers' }, '/customers/active')).toBe(true)
    expect(isNodeActive({ name: 'a', to: 'landing' }, '/customers/active')).toBe(false)
    expect(isNodeActive({ name: 'a', to: 'landing' }, '/')).toBe(true)
    expect(isNodeActive({ name: 'a', to: 'unknown-route' }, '/')).toBe(false)
  })

  it('maps badge variants', () => {
    expect(badgeColor('danger')).toBe('red')
    expect(badgeColor(undefined)).toBeUndefined()
  })
})
