import 'reflect-metadata'
import * as x509 from '@peculiar/x509'

/** EC P-256: small, fast to make in the browser, and accepted by every public CA. */
const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const

const pem = (label: string, der: ArrayBuffer) => {
  const base64 = btoa(String.fromCharCode(...new Uint8Array(der)))
  return `-----BEGIN ${label}-----\n${base64.match(/.{1,64}/g)?.join('\n')}\n-----END ${label}-----\n`
}

/**
 * A key pair made in the browser with WebCrypto and a CSR for the names (the common name first, every
 * name a SAN). The private key is given back as PKCS#8 PEM to be saved by the user; it never leaves
 * the browser.
 */
export async function generateCsr(names: string[]): Promise<{ csr: string; privateKey: string }> {
  const keys = await crypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify'])
  const request = await x509.Pkcs10CertificateRequestGenerator.create({
    name: `CN=${names[0]}`,
    keys,
    signingAlgorithm: ALGORITHM,
    extensions: [
      new x509.SubjectAlternativeNameExtension(names.map((value) => ({ type: 'dns' as const, value }))),
    ],
  })
  const pkcs8 = await crypto.subtle.exportKey('pkcs8', keys.privateKey)
  return { csr: request.toString('pem'), privateKey: pem('PRIVATE KEY', pkcs8) }
}

/** Offers text as a file to save (the certificate, the private key). */
export function saveText(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/x-pem-file' }))
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
