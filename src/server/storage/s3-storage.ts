import { loadS3 } from "../lib/on-demand.ts";
import { isSafeKey, type Storage } from "./storage.ts";

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, R2, Ceph…); unset means AWS itself. */
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle?: boolean;
}

/** Uploads in an S3-compatible bucket, so every app instance sees the same files. */
export function createS3Storage(options: S3StorageOptions): Storage {
  const { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } = loadS3();
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  const key = (value: string) => {
    if (!isSafeKey(value)) throw new Error(`unsafe storage key: ${value}`);
    return value;
  };
  return {
    async put(name, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: key(name),
          Body: bytes,
          ContentType: contentType,
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
    },
    async get(name) {
      if (!isSafeKey(name)) return null;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: name }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (status === 404 || (error as Error).name === "NoSuchKey") return null;
        throw error;
      }
    },
    async delete(name) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key(name) }));
    },
  };
}
