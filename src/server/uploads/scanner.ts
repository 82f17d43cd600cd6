/**
 * Virus scanning of stored documents through clamd, when CLAMAV_HOST is configured. A document
 * is stored as PENDING_SCAN and may not be downloaded or counted complete until the scan says
 * CLEAN; an infected object is deleted and its row marked INFECTED. Scans run after the upload
 * answer (large files would otherwise hold the request), and pending ones resume after a restart.
 * Without ClamAV documents are NOT_SCANNED, which the portal treats as usable: the choice is
 * documented in docs/decisions/0005-document-storage-and-scanning.md.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { listPendingScans, setScanState } from '../repositories/documents.ts';
import { scanWithClamav } from './clamav.ts';

export class DocumentScanner {
  private readonly running = new Set<Promise<void>>();

  private readonly db: Database;
  private readonly storage: FileStorage;
  private readonly clamav: { host: string; port: number; timeoutMs: number } | null;
  private readonly log: FastifyBaseLogger;

  constructor(
    db: Database,
    storage: FileStorage,
    clamav: { host: string; port: number; timeoutMs: number } | null,
    log: FastifyBaseLogger,
  ) {
    this.db = db;
    this.storage = storage;
    this.clamav = clamav;
    this.log = log;
  }

  /** True when uploads must wait for a scan (PENDING_SCAN) rather than be NOT_SCANNED. */
  get enabled(): boolean {
    return this.clamav !== null;
  }

  /** Starts scanning one stored object in the background. */
  schedule(storageKey: string): void {
    if (!this.clamav) return;
    const task = this.scan(storageKey).finally(() => this.running.delete(task));
    this.running.add(task);
  }

  /** Waits for every running scan (tests, shutdown). */
  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled(this.running);
  }

  async resumePending(): Promise<void> {
    if (!this.clamav) return;
    for (const key of await listPendingScans(this.db)) this.schedule(key);
  }

  private async scan(storageKey: string): Promise<void> {
    const clamav = this.clamav;
    if (!clamav) return;
    try {
      const result = await scanWithClamav(clamav, await this.storage.get(storageKey));
      if (result.clean) {
        await setScanState(this.db, storageKey, 'CLEAN');
      } else {
        this.log.warn({ storageKey, signature: result.signature }, 'infected upload removed');
        await setScanState(this.db, storageKey, 'INFECTED');
        await this.storage.delete(storageKey);
      }
    } catch (error) {
      // The document stays unusable; an operator can re-run the scan (restart resumes PENDING only).
      this.log.warn({ err: error, storageKey }, 'virus scan failed');
      await setScanState(this.db, storageKey, 'SCAN_FAILED').catch(() => undefined);
    }
  }
}
