/**
 * Numbers from answers and figures, for the memos of one evaluation (households, offers; issue
 * 22): a Map keyed by a text of many values hashed that whole text on every lookup, which cost
 * more than some of the work it saved. Equal values give equal numbers; unequal ones may too,
 * so a memo always compares the values themselves before it serves an entry.
 */

/** FNV-1a over a text: names and codes of a few characters. */
export function textHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash;
}

/** A number, a text, a boolean or null (anything else as null). */
export function valueHash(value: unknown): number {
  if (typeof value === 'number') return Math.imul(Math.floor(value * 100) | 0, 0x9e3779b1) ^ (value % 1 === 0 ? 0 : 0x5bd1e995);
  if (typeof value === 'string') return textHash(value);
  return value === true ? 1 : value === false ? 2 : 3;
}

/** `hash` followed by `value`: for values in a fixed order. */
export const thenHash = (hash: number, value: unknown): number => (Math.imul(hash, 31) + valueHash(value)) | 0;
