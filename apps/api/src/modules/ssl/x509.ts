import type { webcrypto } from 'node:crypto'
import type * as X509 from '@peculiar/x509'

let loaded: Promise<typeof X509> | undefined
/**
 * The X.509 library (with reflect-metadata, which it needs) loads on first use: a start that issues
 * and parses no certificate does not load its few hundred modules (issue 26, the cold start).
 */
const library = () => {
  loaded ??= import('reflect-metadata').then(() => import('@peculiar/x509'))
  return loaded
}

/** What a CSR says, once parsed and its signature checked. */
export type ParsedCsr = {
  commonName: string | null
  /** DNS names of the subjectAltName extension request, lower case. */
  dnsNames: string[]
  key: { type: 'RSA'; bits: number } | { type: 'EC'; curve: string } | { type: 'other'; name: string }
  signatureValid: boolean
}

const NAME_FIELD_CN = 'CN'

/** Parses a PEM CSR; null when it is not one. */
export async function parseCsr(pem: string): Promise<ParsedCsr | null> {
  const x509 = await library()
  let csr: X509.Pkcs10CertificateRequest
  try {
    csr = new x509.Pkcs10CertificateRequest(pem.trim())
  } catch {
    return null
  }
  const algorithm = csr.publicKey.algorithm as { name: string; namedCurve?: string; modulusLength?: number }
  let key: ParsedCsr['key']
  if (algorithm.name === 'ECDSA' || algorithm.name === 'EC')
    key = { type: 'EC', curve: algorithm.namedCurve ?? '' }
  else if (algorithm.name.startsWith('RSA')) key = { type: 'RSA', bits: algorithm.modulusLength ?? 0 }
  else key = { type: 'other', name: algorithm.name }
  let signatureValid = false
  try {
    signatureValid = await csr.verify()
  } catch {
    signatureValid = false
  }
  const san = csr.extensions.find((e) => e instanceof x509.SubjectAlternativeNameExtension) as
    | X509.SubjectAlternativeNameExtension
    | undefined
  const dnsNames = (san?.names.toJSON() ?? [])
    .filter((n) => n.type === 'dns')
    .map((n) => n.value.toLowerCase())
  const commonName = csr.subjectName.getField(NAME_FIELD_CN)[0]?.toLowerCase() ?? null
  return { commonName, dnsNames, key, signatureValid }
}

/** Whether a CSR's key is one CAs accept: RSA of 2048 bits or more, or EC P-256/P-384. */
export const acceptableKey = (key: ParsedCsr['key']) =>
  (key.type === 'RSA' && key.bits >= 2048) || (key.type === 'EC' && ['P-256', 'P-384'].includes(key.curve))

const SIGNING = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const

export type SigningAuthority = { privateKey: webcrypto.CryptoKey; certificate: X509.X509Certificate }

/** A new sandbox CA: an EC P-256 key and a self-signed root, stored so that every instance signs alike. */
export async function newAuthority(
  name: string,
  now: Date,
): Promise<{ privateKey: string; certificatePem: string }> {
  const x509 = await library()
  const keys = await crypto.subtle.generateKey(SIGNING, true, ['sign', 'verify'])
  const root = await x509.X509CertificateGenerator.createSelfSigned({
    name: `CN=${name}, O=Portico sandbox`,
    keys,
    signingAlgorithm: SIGNING,
    notBefore: now,
    notAfter: new Date(now.getTime() + 10 * 365 * 86_400_000),
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    ],
  })
  const pkcs8 = await crypto.subtle.exportKey('pkcs8', keys.privateKey)
  return { privateKey: Buffer.from(pkcs8).toString('base64'), certificatePem: root.toString('pem') }
}

export async function loadAuthority(privateKey: string, certificatePem: string): Promise<SigningAuthority> {
  const x509 = await library()
  const key = await crypto.subtle.importKey('pkcs8', Buffer.from(privateKey, 'base64'), SIGNING, false, [
    'sign',
  ])
  return { privateKey: key, certificate: new x509.X509Certificate(certificatePem) }
}

/** A leaf certificate for the CSR's key, naming exactly the ordered names (the common name first). */
export async function issueCertificate(
  authority: SigningAuthority,
  input: { csr: string; commonName: string; san: string[]; notBefore: Date; notAfter: Date },
) {
  const x509 = await library()
  const csr = new x509.Pkcs10CertificateRequest(input.csr)
  const names = [input.commonName, ...input.san.filter((n) => n !== input.commonName)]
  const cert = await x509.X509CertificateGenerator.create({
    subject: `CN=${input.commonName}`,
    issuer: authority.certificate.subject,
    notBefore: input.notBefore,
    notAfter: input.notAfter,
    signingKey: authority.privateKey,
    publicKey: csr.publicKey,
    signingAlgorithm: SIGNING,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(
        x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.keyEncipherment,
        true,
      ),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
      new x509.SubjectAlternativeNameExtension(names.map((value) => ({ type: 'dns' as const, value }))),
      await x509.AuthorityKeyIdentifierExtension.create(authority.certificate.publicKey),
    ],
  })
  return cert
}

/** What the portal shows of a PEM certificate (the first of a bundle). */
export async function certificateFacts(pem: string) {
  const x509 = await library()
  const cert = new x509.X509Certificate(pem.slice(0, pem.indexOf('-----END CERTIFICATE-----') + 25))
  return { serial: cert.serialNumber, notBefore: cert.notBefore, notAfter: cert.notAfter, cert }
}

export async function fingerprintOf(cert: X509.X509Certificate) {
  const digest = new Uint8Array(await cert.getThumbprint('SHA-256'))
  return [...digest].map((b) => b.toString(16).padStart(2, '0').toUpperCase()).join(':')
}

/** A CSR for the names (the first is the common name) with a new EC P-256 key: the demo's certificate. */
export async function newCsr(names: string[]): Promise<string> {
  const x509 = await library()
  const keys = await crypto.subtle.generateKey(SIGNING, true, ['sign', 'verify'])
  const csr = await x509.Pkcs10CertificateRequestGenerator.create({
    name: `CN=${names[0]}`,
    keys,
    signingAlgorithm: SIGNING,
    extensions: [
      new x509.SubjectAlternativeNameExtension(names.map((value) => ({ type: 'dns' as const, value }))),
    ],
  })
  return csr.toString('pem')
}
