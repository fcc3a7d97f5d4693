import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. The application only ever names a file by a key it generated
 * (newStorageKey), never by anything a user sent, so no user input reaches a path.
 * Implementations must make `put` all-or-nothing: a failed or aborted write leaves nothing.
 */
export interface FileStorage {
  /** Stores the content under `key` (replacing nothing: keys are fresh). Rejects, leaving nothing, if the stream fails. */
  put(key: string, content: Readable | Buffer): Promise<void>;
  /** The content, or a FileNotFoundError rejection. */
  get(key: string): Promise<Readable>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
}

export class FileNotFoundError extends Error {
  constructor(key: string) {
    super(`stored file not found: ${key}`);
    this.name = 'FileNotFoundError';
  }
}

/** 32 hex characters (128 random bits). */
export function newStorageKey(): string {
  return randomBytes(16).toString('hex');
}

export const STORAGE_KEY_PATTERN = /^[0-9a-f]{32}$/;
