/**
 * The default storage: a local directory. A write goes to `<dir>/.tmp/<random>.part` and is
 * renamed into place only when complete (rename is atomic within one file system), so a partial
 * file is never visible under its key; `.tmp` leftovers of a crash are removed at start.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { access, constants, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type FileStorage, ObjectNotFoundError, assertValidKey } from './file-storage.ts';

export class LocalFileStorage implements FileStorage {
  private readonly objectsDir: string;
  private readonly tmpDir: string;

  readonly dir: string;

  constructor(dir: string) {
    this.dir = dir;
    this.objectsDir = path.join(dir, 'objects');
    this.tmpDir = path.join(dir, '.tmp');
    mkdirSync(this.tmpDir, { recursive: true });
  }

  private pathOf(key: string): string {
    assertValidKey(key);
    return path.join(this.objectsDir, ...key.split('/'));
  }

  async put(key: string, source: Readable): Promise<void> {
    const target = this.pathOf(key);
    const temporary = path.join(this.tmpDir, `${randomUUID()}.part`);
    try {
      // No await before the pipeline: the source's errors must find a listener at once.
      // (.tmp was created by the constructor.)
      await pipeline(source, createWriteStream(temporary, { flags: 'wx', mode: 0o600 }));
      await mkdir(path.dirname(target), { recursive: true });
      await rename(temporary, target);
    } catch (error) {
      source.destroy();
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    if (!(await this.exists(key))) throw new ObjectNotFoundError(key);
    return createReadStream(file);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch {
      return false;
    }
  }

  /** The objects directory is there and the server may read and write it. */
  async check(): Promise<void> {
    await access(this.objectsDir, constants.R_OK | constants.W_OK);
    await access(this.tmpDir, constants.R_OK | constants.W_OK);
  }

  /**
   * Removes `.part` files older than `olderThanMs` (default one hour): a crashed write's
   * leftovers, but never the in-flight write of another process sharing the directory.
   */
  async cleanup(olderThanMs = 60 * 60 * 1000): Promise<void> {
    await mkdir(this.tmpDir, { recursive: true });
    await mkdir(this.objectsDir, { recursive: true });
    const limit = Date.now() - olderThanMs;
    for (const name of await readdir(this.tmpDir)) {
      const file = path.join(this.tmpDir, name);
      const info = await stat(file).catch(() => null);
      if (info && info.mtimeMs <= limit) await rm(file, { force: true, recursive: true });
    }
  }
}
