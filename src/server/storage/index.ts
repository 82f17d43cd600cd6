/**
 * The document storage plugin: builds the configured FileStorage, removes leftovers of
 * interrupted writes at start, and decorates `app.fileStorage` and `app.documentScanner`.
 */
import fp from 'fastify-plugin';
import type { StorageConfig } from '../config.ts';
import { DocumentScanner } from '../uploads/scanner.ts';
import type { FileStorage } from './file-storage.ts';
import { LocalFileStorage } from './local-storage.ts';

export type { FileStorage } from './file-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    fileStorage: FileStorage;
    documentScanner: DocumentScanner;
  }
}

/** The S3 client (the AWS SDK, a large module graph) is loaded only when S3 is configured. */
export async function createFileStorage(config: StorageConfig): Promise<FileStorage> {
  if (config.kind === 'local') return new LocalFileStorage(config.dir);
  const { S3FileStorage } = await import('./s3-storage.ts');
  return new S3FileStorage(config);
}

export const storagePlugin = fp(
  async (app) => {
    const storage = await createFileStorage(app.config.storage);
    await storage.cleanup();
    const scanner = new DocumentScanner(app.db, storage, app.config.clamav, app.log);
    app.decorate('fileStorage', storage);
    app.decorate('documentScanner', scanner);
    app.addHook('onReady', async () => {
      await scanner.resumePending();
    });
    app.addHook('preClose', async () => {
      await scanner.drain();
    });
  },
  { name: 'document-storage' },
);
