import { hash, verify } from '@node-rs/argon2';
import { readFileSync } from 'node:fs';
import { fromRoot } from '../../paths';

/** OWASP's argon2id setting: 19 MiB, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = { algorithm: 2 /* Algorithm.Argon2id (a const enum) */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

const commonPasswords = new Set(
  readFileSync(fromRoot('server/modules/auth/common-passwords.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean),
);

const LEET: Record<string, string> = { '@': 'a', '4': 'a', '3': 'e', '1': 'i', '!': 'i', '0': 'o', '$': 's', '5': 's', '7': 't' };

/**
 * The list holds lowercase words with no symbols, while our rules force a capital, a digit
 * and a symbol; people meet them by decorating a common word ('Password1!', 'P@ssw0rd').
 * So the word is also checked with trailing digits and symbols removed and leetspeak undone.
 */
export function commonPasswordCandidates(password: string): string[] {
  const lower = password.toLowerCase();
  const stripped = lower.replace(/[^a-z]+$/, '').replace(/^[^a-z]+/, '');
  const unleet = (word: string) => word.replace(/[@431!0$57]/g, (c) => LEET[c]);
  return [...new Set([lower, stripped, unleet(lower), unleet(stripped), unleet(lower).replace(/[^a-z]+$/, '')])].filter(
    (candidate) => candidate.length >= 4,
  );
}

export function isCommonPassword(password: string): boolean {
  return commonPasswordCandidates(password).some((candidate) => commonPasswords.has(candidate));
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** A real hash of a random string: verifying against it costs what a real check costs. */
const dummyHashPromise = hashPassword(`dummy-${Math.random()}-${Date.now()}`);

/**
 * Verifies a password; with no stored hash it still spends the same time on the dummy hash,
 * so the answer's timing does not tell whether the e-mail exists.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await dummyHashPromise, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
