import { z } from 'zod';

/**
 * What text a field may hold (issue 20, ADR 071). Shared by the forms and the routes; the server
 * also checks every string of every request for the first two rules before any schema runs
 * (server/plugins/input-guards.ts), so a route whose schema forgets them still refuses the text.
 *
 * - Well-formed Unicode only: a lone UTF-16 surrogate ("\ud800") travels in JSON but has no
 *   UTF-8 form: a text column would keep U+FFFD instead of what was typed, a jsonb one refuses it.
 * - No control characters (C0, DEL, C1), except tab, line feed and carriage return in multi-line
 *   text (notes, messages, reasons, sources).
 * - Single-line text (names, e-mail addresses, titles, labels, searches) also refuses tab, line
 *   breaks of every kind (CR, LF, NEL, U+2028, U+2029) and the bidirectional embeddings,
 *   overrides and isolates (U+202A–U+202E, U+2066–U+2069): a name with "\r\nBcc:" in it would
 *   become a header line of an e-mail, and an override shows a name or an address other than
 *   the one stored. The marks U+200E and U+200F stay (they are how right-to-left names are typed).
 *
 * Messages are translation keys (`validation.text.*`); a label makes the client's message name
 * its field (`key|{"field":...}`, as client/src/lib/form-errors.ts reads it), and the server
 * names the field from the issue's path.
 */

/** A UTF-16 code unit of a surrogate pair standing alone (\p{Cs} matches only unpaired ones with the u flag). */
const LONE_SURROGATE = /\p{Cs}/u;
// eslint-disable-next-line no-control-regex
const MULTI_LINE_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const SINGLE_LINE_BREAKS = /[\u0009\u000a\u000d\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

export type TextProblem = 'illFormed' | 'controlCharacters' | 'lineBreaks';

/** The message key of each problem. */
export const TEXT_MESSAGES: Record<TextProblem, string> = {
  illFormed: 'validation.text.illFormed',
  controlCharacters: 'validation.text.controlCharacters',
  lineBreaks: 'validation.text.lineBreaks',
};

/** True when the text is well-formed UTF-16 (no lone surrogate). */
export const isWellFormedText = (text: string) => !LONE_SURROGATE.test(text);

/** True when `text` may be a single-line field's value (for a refinement with a field's own message). */
export const isSingleLineText = (text: string) => textProblem(text, 'singleLine') === null;

/** What is wrong with `text` for a field of this kind, or null. */
export function textProblem(text: string, kind: 'singleLine' | 'multiLine'): TextProblem | null {
  if (!isWellFormedText(text)) return 'illFormed';
  if (MULTI_LINE_CONTROLS.test(text)) return 'controlCharacters';
  if (kind === 'singleLine' && SINGLE_LINE_BREAKS.test(text)) return 'lineBreaks';
  return null;
}

function messageFor(problem: TextProblem, label: string | undefined): string {
  const key = TEXT_MESSAGES[problem];
  return label ? `${key}|${JSON.stringify({ field: label })}` : key;
}

function textCheck(kind: 'singleLine' | 'multiLine', label?: string) {
  return z.superRefine<string>((text, ctx) => {
    const problem = textProblem(text, kind);
    // Aborts: a field that cannot be stored says so, not also "too long" or "not an e-mail".
    if (problem) ctx.addIssue({ code: 'custom', message: messageFor(problem, label), input: text, continue: false });
  });
}

/**
 * The check of a single-line field, put first on its string schema (before `.trim()`, which would
 * quietly drop a trailing line break): `z.string({ error }).check(singleLine('firstName')).trim()...`.
 * `label` is the field's name for the client's message: a `fields.<label>` key of the default
 * namespace, or a full key with its namespace (`admin:banks.fields.name`).
 */
export const singleLine = (label?: string) => textCheck('singleLine', label);

/** The check of a multi-line field (notes, messages, reasons, sources): line breaks and tabs are text. */
export const multiLine = (label?: string) => textCheck('multiLine', label);

/** A single-line string schema: `singleLineText(errorKey, label)` with the usual chain after it. */
export const singleLineText = (error: string, label?: string) => z.string({ error }).check(singleLine(label));

/** A multi-line string schema. */
export const multiLineText = (error: string, label?: string) => z.string({ error }).check(multiLine(label));
