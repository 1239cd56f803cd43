import { exportJWK, generateKeyPair, SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { createTokenVerifier, InvalidToken } from './tokenVerifier.ts'

const issuer = 'https://idp.example/realms/portico'
const audience = 'urn:portico:api'
const now = () => Math.floor(Date.now() / 1000)

async function setup(maxLifetimeS?: number) {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true })
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256' }
  const verifier = createTokenVerifier({
    issuer,
    audience,
    algorithms: ['ES256'],
    localJwks: { keys: [jwk] },
    maxLifetimeS,
  })
  const sign = (iat: number, exp: number) =>
    new SignJWT({ sub: 'kim', iat, exp })
      .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
      .setIssuer(issuer)
      .setAudience(audience)
      .sign(privateKey)
  return { verifier, sign }
}

describe('access token lifetime (issue 10, defect 6)', () => {
  it('accepts a normal token and a small clock skew on iat', async () => {
    const { verifier, sign } = await setup()
    await expect(verifier.verify(await sign(now() - 10, now() + 300))).resolves.toMatchObject({ sub: 'kim' })
    await expect(verifier.verify(await sign(now() + 20, now() + 300))).resolves.toMatchObject({ sub: 'kim' })
  })

  it('refuses iat far in the future', async () => {
    const { verifier, sign } = await setup()
    await expect(verifier.verify(await sign(now() + 3600, now() + 3900))).rejects.toBeInstanceOf(InvalidToken)
  })

  it('refuses a lifetime above the configured maximum (default one day)', async () => {
    const short = await setup(600)
    await expect(short.verifier.verify(await short.sign(now(), now() + 900))).rejects.toBeInstanceOf(
      InvalidToken,
    )
    await expect(short.verifier.verify(await short.sign(now(), now() + 600))).resolves.toBeTruthy()
    const byDefault = await setup()
    await expect(
      byDefault.verifier.verify(await byDefault.sign(now(), now() + 86_400 + 60)),
    ).rejects.toBeInstanceOf(InvalidToken)
  })
})
