import { randomBytes } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { Readable } from 'node:stream'

/**
 * Where files live (issued PDFs, attachments): a key-value store of bytes. Local disk under
 * DATA_DIR by default; any S3-compatible store (AWS, MinIO, Ceph, R2 …) when S3_BUCKET is set.
 * Keys are paths chosen by the server (`billing/<provider>/<document>-<random>.pdf`), never by a user.
 */
export type FileStore = {
  kind: 'disk' | 's3'
  put(key: string, data: Buffer, contentType?: string): Promise<void>
  /** The bytes, or null when no file has that key. */
  get(key: string): Promise<Buffer | null>
  /** The bytes as a stream, or null when no file has that key. */
  stream(key: string): Promise<Readable | null>
  /** Removes the file; a missing one is not an error. */
  delete(key: string): Promise<void>
}

export type S3Settings = {
  endpoint?: string
  bucket: string
  region: string
  accessKeyId?: string
  secretAccessKey?: string
  forcePathStyle: boolean
}

const KEY = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/

/** A key the stores accept: slash-separated names, no `..`, no leading slash, at most 512 characters. */
export function checkKey(key: string): string {
  if (key.length > 512 || !KEY.test(key) || key.split('/').some((part) => part.startsWith('..')))
    throw new Error(`invalid file key: ${JSON.stringify(key)}`)
  return key
}

/** A fresh key under a folder: the name is random, so it cannot be guessed or collide. */
export function newFileKey(folder: string, name: string, extension: string): string {
  return checkKey(`${folder}/${name}-${randomBytes(8).toString('hex')}.${extension}`)
}

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT'

/** Files under one folder on local disk; a write lands whole or not at all (temporary file, then rename). */
export function diskFiles(root: string): FileStore {
  const path = (key: string) => join(root, checkKey(key))
  return {
    kind: 'disk',
    async put(key, data) {
      const target = path(key)
      await mkdir(dirname(target), { recursive: true })
      const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`
      await writeFile(temporary, data)
      await rename(temporary, target)
    },
    async get(key) {
      try {
        return await readFile(path(key))
      } catch (error) {
        if (missing(error)) return null
        throw error
      }
    },
    async stream(key) {
      const stream = createReadStream(path(key))
      return new Promise((resolve, reject) => {
        stream.once('open', () => resolve(stream))
        stream.once('error', (error) => (missing(error) ? resolve(null) : reject(error)))
      })
    },
    async delete(key) {
      try {
        await unlink(path(key))
      } catch (error) {
        if (!missing(error)) throw error
      }
    },
  }
}

/** Files in an S3 bucket through the AWS SDK v3 client (loaded on first use). */
export function s3Files(settings: S3Settings): FileStore {
  let client: Promise<{ s3: import('@aws-sdk/client-s3').S3Client; sdk: typeof import('@aws-sdk/client-s3') }>
  const connect = () => {
    client ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        endpoint: settings.endpoint,
        region: settings.region,
        forcePathStyle: settings.forcePathStyle,
        credentials:
          settings.accessKeyId && settings.secretAccessKey
            ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
            : undefined,
        // Checksums only where S3 requires them: several S3-compatible stores refuse the newer defaults.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }))
    return client
  }
  const Bucket = settings.bucket
  const notFound = (error: unknown) => {
    const e = error as { name?: string; $metadata?: { httpStatusCode?: number } }
    return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404
  }
  async function open(key: string) {
    const { s3, sdk } = await connect()
    try {
      const res = await s3.send(new sdk.GetObjectCommand({ Bucket, Key: checkKey(key) }))
      return res.Body as (Readable & { transformToByteArray(): Promise<Uint8Array> }) | undefined
    } catch (error) {
      if (notFound(error)) return null
      throw error
    }
  }
  return {
    kind: 's3',
    async put(key, data, contentType) {
      const { s3, sdk } = await connect()
      await s3.send(
        new sdk.PutObjectCommand({ Bucket, Key: checkKey(key), Body: data, ContentType: contentType }),
      )
    },
    async get(key) {
      const body = await open(key)
      return body ? Buffer.from(await body.transformToByteArray()) : null
    },
    async stream(key) {
      return (await open(key)) ?? null
    },
    async delete(key) {
      const { s3, sdk } = await connect()
      await s3.send(new sdk.DeleteObjectCommand({ Bucket, Key: checkKey(key) }))
    },
  }
}

/** The deployment's store: S3 when a bucket is configured, else `<DATA_DIR>/files`. */
export function createFileStore(options: { dataDir: string; s3?: S3Settings }): FileStore {
  return options.s3 ? s3Files(options.s3) : diskFiles(join(options.dataDir, 'files'))
}
