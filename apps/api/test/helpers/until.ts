/** Waits until `check` returns something truthy (polling every `every` ms), or fails after `ms`: work done by jobs. */
export async function until<T>(
  check: () => Promise<T | undefined | null | false>,
  ms = 20_000,
  every = 200,
): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > end) throw new Error('timed out waiting')
    await new Promise((r) => setTimeout(r, every))
  }
}
