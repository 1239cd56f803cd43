let loading: Promise<unknown> | null = null

/** The full Mantine stylesheet, fetched once: on idle after start-up, and before any non-critical page. */
export function loadAllStyles(): Promise<unknown> {
  loading ??= import('./allStyles.ts')
  return loading
}
