import type { webcrypto } from 'node:crypto'
import 'reflect-metadata'
import * as x509 from '@peculiar/x509'

const EC = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const

/** A CSR as the browser makes it: a new key, CN the first name, every name a SAN. */
export async function csrFor(
  names: string[],
  algorithm: webcrypto.EcKeyGenParams | webcrypto.RsaHashedKeyGenParams = EC,
) {
  const keys = await crypto.subtle.generateKey(algorithm, true, ['sign', 'verify'])
  const csr = await x509.Pkcs10CertificateRequestGenerator.create({
    name: `CN=${names[0]}`,
    keys,
    signingAlgorithm: algorithm,
    extensions: [
      new x509.SubjectAlternativeNameExtension(names.map((value) => ({ type: 'dns' as const, value }))),
    ],
  })
  return csr.toString('pem')
}
