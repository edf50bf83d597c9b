// Audio in any S3-compatible object store (AWS S3, MinIO, Cloudflare R2, Garage) with
// MEDIA_STORE=s3: for operators who keep files out of the database. A PUT is atomic, so an
// object is whole or absent, as the interface asks.
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { audioContentType, audioNameFromUrl, audioUrl, checkAudioName, type MediaStore } from './media-store';

export interface S3Settings {
  bucket: string;
  /** For stores other than AWS (http://127.0.0.1:9000 for MinIO); unset: AWS by region. */
  endpoint?: string | undefined;
  region: string;
  /** Unset: the AWS SDK's own chain (environment, shared files, instance role). */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Key prefix inside the bucket, so Parley can share one. */
  prefix: string;
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

export function createS3MediaStore(settings: S3Settings): MediaStore & { close(): void } {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } } : {}),
  });
  const keyOf = (name: string) => `${settings.prefix}audio/${checkAudioName(name)}`;
  return {
    kind: 's3',
    audioUrl,
    audioNameFromUrl,
    async hasAudio(name) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: keyOf(name) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async readAudio(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: keyOf(name) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async writeAudio(name, data) {
      await client.send(new PutObjectCommand({ Bucket: settings.bucket, Key: keyOf(name), Body: data, ContentType: audioContentType(name) }));
    },
    async deleteAudio(name) {
      // S3 answers a delete of a missing key with success too.
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: keyOf(name) }));
    },
    close: () => client.destroy(),
  };
}
