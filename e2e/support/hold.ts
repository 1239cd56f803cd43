import type { Page, Request } from 'playwright-core'

/**
 * Holds the page's requests to `url` (those `which` picks) until `release()`: the test sees what a
 * user sees while one is under way, for exactly as long as it looks, instead of a guessed delay.
 */
export async function holdRequests(
  page: Page,
  url: string,
  which: (request: Request) => boolean = () => true,
): Promise<{ release: () => void }> {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(url, async (route) => {
    if (which(route.request())) await released
    await route.continue()
  })
  return { release: () => release() }
}
