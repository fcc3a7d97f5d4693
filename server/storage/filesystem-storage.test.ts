import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { storedFiles } from './stored-files';
import { FileNotFoundError, newStorageKey } from './file-storage';
import { createFilesystemStorage } from './filesystem-storage';

const root = mkdtempSync(join(tmpdir(), 'acasa-storage-'));
const storage = createFilesystemStorage(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('filesystem storage', () => {
  it('puts, gets and deletes buffers and streams under random keys', async () => {
    const a = newStorageKey();
    const b = newStorageKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
    await storage.put(a, Buffer.from('hello'));
    await storage.put(b, Readable.from([Buffer.from('wor'), Buffer.from('ld')]));
    expect(await text(await storage.get(a))).toBe('hello');
    expect(await text(await storage.get(b))).toBe('world');
    await storage.delete(a);
    await storage.delete(a); // a missing file is not an error
    await expect(storage.get(a)).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('leaves nothing behind when the content fails while the file is still being opened', async () => {
    // An upload cut off at once: pipeline rejects before the write stream's open has finished.
    const before = storedFiles(root).length;
    for (let attempt = 0; attempt < 200; attempt++) {
      const cutOff = new Readable({
        read() {
          this.destroy(new Error('cut off'));
        },
      });
      await expect(storage.put(newStorageKey(), cutOff)).rejects.toThrow('cut off');
    }
    // An open still in flight would create its file a moment later: give it that moment.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(storedFiles(root)).toHaveLength(before);
  });

  it('leaves nothing behind when the content stream fails midway', async () => {
    const before = storedFiles(root).length;
    async function* breaking() {
      yield Buffer.alloc(100_000, 1);
      throw new Error('connection reset');
    }
    const key = newStorageKey();
    await expect(storage.put(key, Readable.from(breaking()))).rejects.toThrow('connection reset');
    expect(storedFiles(root)).toHaveLength(before);
    await expect(storage.get(key)).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('refuses keys it did not generate, so no path can escape its folder', async () => {
    for (const key of ['../../etc/passwd', 'payslip.pdf', '', 'A'.repeat(32)]) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('invalid storage key');
      await expect(storage.get(key)).rejects.toThrow('invalid storage key');
    }
  });
});
