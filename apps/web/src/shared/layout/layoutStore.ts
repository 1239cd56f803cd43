import { createStore } from '../lib/createStore.ts'

export type LayoutState = {
  /** Spec 4: the sidebar shows or hides separately on desktop and on mobile. */
  sidebarDesktopOpen: boolean
  sidebarMobileOpen: boolean
  /** Desktop only: icons-only sidebar. */
  sidebarMini: boolean
  sideOverlayOpen: boolean
  searchOverlayOpen: boolean
}

export const layoutStore = createStore<LayoutState>({
  sidebarDesktopOpen: true,
  sidebarMobileOpen: false,
  sidebarMini: false,
  sideOverlayOpen: false,
  searchOverlayOpen: false,
})

export function updateLayout(change: Partial<LayoutState>): void {
  layoutStore.setState((state) => ({ ...state, ...change }))
}
