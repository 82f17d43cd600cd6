/**
 * S3-compatible object storage for deployments with several servers (S3_BUCKET and friends).
 *
 * TODO: not implemented. No S3 client package is installed (node_modules has no @aws-sdk or
 * minio) and packages may not be added by this change. The plan, so the interface does not
 * move: `put` spools the (already size-limited and checked) stream into a local temporary file
 * to learn its length and SHA-256, then sends one SigV4-signed PUT with Content-Length and
 * x-amz-content-sha256 (the object appears atomically, as S3 PUTs do); `get` is a signed GET
 * streamed back; `delete` a signed DELETE; `cleanup` removes the local spool leftovers.
 * Until then a configured S3_BUCKET stops start-up with this message rather than losing files.
 */
import type { StorageConfig } from '../config.ts';

export function createS3Storage(_config: Extract<StorageConfig, { kind: 's3' }>): never {
  throw new Error(
    'S3 document storage is configured (S3_BUCKET) but not implemented yet; unset S3_BUCKET to use STORAGE_DIR. See src/server/storage/s3-storage.ts.',
  );
}
