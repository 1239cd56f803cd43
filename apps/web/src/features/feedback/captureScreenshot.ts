/** Contract limit on the data URL (packages/contracts feedback.ts). */
const MAX_DATA_URL = 8_000_000

/**
 * A PNG of the visible page, taken in the browser with html-to-image (loaded only when asked for).
 * Portals (the feedback dialog itself, menus) are left out.
 */
export async function captureScreenshot(): Promise<string | null> {
  const { toPng } = await import('html-to-image')
  const target = document.body
  const options = {
    cacheBust: true,
    width: window.innerWidth,
    height: window.innerHeight,
    style: { transform: `translateY(-${window.scrollY}px)` },
    backgroundColor: getComputedStyle(document.body).backgroundColor,
    filter: (node: HTMLElement) => !(node instanceof HTMLElement && node.dataset?.portal === 'true'),
  }
  for (const pixelRatio of [Math.min(window.devicePixelRatio || 1, 2), 1, 0.5]) {
    const dataUrl = await toPng(target, { ...options, pixelRatio })
    if (dataUrl.length <= MAX_DATA_URL) return dataUrl
  }
  return null
}
