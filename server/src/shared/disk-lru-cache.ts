// A folder of derived files capped in total size: the least recently used files are removed
// when a new one would exceed the cap. The recency order lives in memory (seeded from the files'
// modification times at first use), so it is per process; the cap holds for this process's writes.
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isSafeFileName } from './file-storage.js';

export class DiskLruCache {
  /** File name → size in bytes, least recently used first (Map keeps insertion order). */
  private readonly entries = new Map<string, number>();
  private total = 0;
  private ready: Promise<void> | undefined;

  constructor(
    readonly dir: string,
    readonly maxBytes: number,
  ) {}

  get totalBytes(): number {
    return this.total;
  }

  async read(name: string): Promise<Buffer | null> {
    await this.load();
    if (!isSafeFileName(name) || !this.entries.has(name)) return null;
    try {
      const data = await readFile(path.join(this.dir, name));
      this.touch(name, data.length);
      return data;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      this.forget(name);
      return null;
    }
  }

  async save(name: string, data: Buffer): Promise<void> {
    await this.load();
    if (!isSafeFileName(name) || data.length > this.maxBytes) return;
    await mkdir(this.dir, { recursive: true });
    // Written under a temporary name and renamed, so a reader never sees half a file.
    const temporary = path.join(this.dir, `.${name}.${process.pid}.tmp`);
    await writeFile(temporary, data);
    await rename(temporary, path.join(this.dir, name));
    this.touch(name, data.length);
    await this.evict();
  }

  private touch(name: string, size: number): void {
    this.forget(name);
    this.entries.set(name, size);
    this.total += size;
  }

  private forget(name: string): void {
    const size = this.entries.get(name);
    if (size === undefined) return;
    this.entries.delete(name);
    this.total -= size;
  }

  private async evict(): Promise<void> {
    for (const [name] of this.entries) {
      if (this.total <= this.maxBytes) return;
      this.forget(name);
      await rm(path.join(this.dir, name), { force: true });
    }
  }

  private load(): Promise<void> {
    this.ready ??= this.scan();
    return this.ready;
  }

  private async scan(): Promise<void> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    const files = await Promise.all(
      names.filter(isSafeFileName).map(async (name) => ({ name, info: await stat(path.join(this.dir, name)).catch(() => null) })),
    );
    files
      .filter((file) => file.info?.isFile())
      .sort((a, b) => a.info!.mtimeMs - b.info!.mtimeMs)
      .forEach((file) => this.touch(file.name, file.info!.size));
    await this.evict();
  }
}
