import type { Brand } from '@portico/contracts'

/** The brand's logo (its uploaded PNG or JPEG), else the portal's mark; decorative beside the brand's name. */
export function BrandMark({ brand, height }: { brand: Brand; height: number }) {
  if (!brand.logo_url) return <img src="/logo.svg" alt="" width={height} height={height} />
  return (
    <img
      src={brand.logo_url}
      alt=""
      height={height}
      style={{ height, width: 'auto', maxWidth: height * 4, objectFit: 'contain' }}
      data-testid="brand-logo"
    />
  )
}
