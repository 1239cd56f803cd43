import { Alert, Paper, Skeleton, Stack } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'

/**
 * Draws a PDF's pages onto canvases with pdf.js. The portal's CSP allows no plug-in content
 * (object-src 'none') and no blob: frames (frame-src 'self'), so the browser's own viewer cannot be
 * used; pdf.js runs its worker from our own origin and needs neither.
 */
export function PdfPreview({
  blob,
  label,
  failedText,
  maxWidth = 820,
}: {
  blob: Blob | undefined
  /** Accessible name of the pages, e.g. "Invoice 2025-00001"; each page adds "(1/2)". */
  label: string
  failedText: string
  maxWidth?: number
}) {
  const host = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading')

  useEffect(() => {
    const target = host.current
    if (!blob || !target) return
    let cancelled = false
    setState('loading')
    void (async () => {
      try {
        const [pdfjs, worker] = await Promise.all([
          import('pdfjs-dist'),
          import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
        ])
        pdfjs.GlobalWorkerOptions.workerSrc = worker.default
        const data = new Uint8Array(await blob.arrayBuffer())
        const pdf = await pdfjs.getDocument({ data, isEvalSupported: false }).promise
        const canvases: HTMLCanvasElement[] = []
        for (let number = 1; number <= pdf.numPages; number++) {
          const page = await pdf.getPage(number)
          const width = Math.min(target.clientWidth || maxWidth, maxWidth)
          const scale = width / page.getViewport({ scale: 1 }).width
          const ratio = window.devicePixelRatio || 1
          const viewport = page.getViewport({ scale: scale * ratio })
          const canvas = document.createElement('canvas')
          canvas.width = Math.floor(viewport.width)
          canvas.height = Math.floor(viewport.height)
          canvas.style.width = `${Math.floor(viewport.width / ratio)}px`
          canvas.style.maxWidth = '100%'
          canvas.style.display = 'block'
          canvas.style.background = '#fff'
          canvas.setAttribute('role', 'img')
          canvas.setAttribute('aria-label', `${label} (${number}/${pdf.numPages})`)
          await page.render({ canvas, viewport }).promise
          canvases.push(canvas)
        }
        await pdf.destroy()
        if (cancelled) return
        target.replaceChildren(...canvases)
        setState('ready')
      } catch (error) {
        console.error('PDF preview failed', error)
        if (!cancelled) setState('failed')
      }
    })()
    return () => {
      cancelled = true
    }
  }, [blob, label, maxWidth])

  return (
    <Stack gap="xs" data-testid="pdf-preview" data-state={blob ? state : 'loading'}>
      {state === 'loading' ? <Skeleton height={480} maw={maxWidth} /> : null}
      {state === 'failed' ? (
        <Alert color="orange" role="alert">
          {failedText}
        </Alert>
      ) : null}
      <Paper
        withBorder
        ref={host}
        maw={maxWidth}
        style={{ overflow: 'hidden', display: state === 'ready' ? 'grid' : 'none', gap: 8 }}
        data-testid="pdf-pages"
      />
    </Stack>
  )
}
