import { describe, expect, it } from 'vitest';
import { ZProfileUpdate } from './account';
import { ZBankCreate, ZCountryCreate } from './admin';
import { ZRegisterRequest } from './auth';
import { ZReviewListQuery, ZStatusUpdateRequest } from './broker';
import { ZContactRequest } from './contact';
import { ZDocumentReviewRequest } from './documents';
import { isSingleLineText, isWellFormedText, multiLine, singleLine, textProblem } from './text';
import { z } from 'zod';

/** Issue 20: the text rules the forms and the routes share (ADR 071). */
const LONE_SURROGATES = ['\ud800x', 'x\udbffy', 'xy\ud800', '\udc00x', 'x\udfffy', 'xy\udc00'];
const LINE_CONTROLS = ['\r\n', '\n', '\r', '\t', '\u0085', '\u2028', '\u2029', '\u202a', '\u202e', '\u2066', '\u2069'];

const messagesOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('textProblem', () => {
  it('finds a lone surrogate, high or low, at the start, in the middle or at the end, and leaves pairs (emoji) alone', () => {
    for (const text of LONE_SURROGATES) {
      expect(textProblem(text, 'multiLine'), JSON.stringify(text)).toBe('illFormed');
      expect(isWellFormedText(text)).toBe(false);
    }
    expect(textProblem('Ana 😀 🇷🇴 Ștefan', 'singleLine')).toBeNull();
  });

  it('refuses line breaks, tabs and bidi embeddings, overrides and isolates on one line only; marks stay', () => {
    for (const control of LINE_CONTROLS) {
      expect(textProblem(`Ana${control}Pop`, 'singleLine'), JSON.stringify(control)).toBe(control === '\u0085' ? 'controlCharacters' : 'lineBreaks');
      expect(isSingleLineText(`Ana${control}Pop`)).toBe(false);
    }
    expect(textProblem('Line one\r\nLine two\tindented', 'multiLine')).toBeNull();
    expect(textProblem('\u200fדנה \u200eAna', 'singleLine')).toBeNull();
  });

  it('refuses the other control characters everywhere', () => {
    for (const control of ['\u0000', '\u0001', '\u001b', '\u007f', '\u0085', '\u009b']) expect(textProblem(`a${control}b`, 'multiLine')).toBe('controlCharacters');
  });
});

describe('singleLine and multiLine on a string schema', () => {
  it('give one message, with the label the form shows, and stop there (not also "too long")', () => {
    const name = z.string().check(singleLine('firstName')).trim().min(1).max(5);
    expect(messagesOf(name.safeParse('Ana\r\nBcc: x@evil.test'))).toEqual({ '': 'validation.text.lineBreaks|{"field":"firstName"}' });
    expect(messagesOf(name.safeParse('x \ud800'))).toEqual({ '': 'validation.text.illFormed|{"field":"firstName"}' });
    const notes = z.string().check(multiLine()).max(50);
    expect(notes.safeParse('a\r\nb').success).toBe(true);
    expect(messagesOf(notes.safeParse('a\u0000b'))).toEqual({ '': 'validation.text.controlCharacters' });
  });
});

describe('every single-line field of the forms refuses a line break, every multi-line one keeps it, all refuse a lone surrogate', () => {
  const contact = { topic: 'other', name: 'Ana', email: 'ana@example.com', message: 'A question about the verdict.' };
  const bank = { name: 'Banca', countryCode: 'RO', minLoanAmount: '10000', maxLoanAmount: '250000', interestRateMin: '4.5', interestRateMax: '6.5' };
  const cases: Array<[string, z.ZodType, Record<string, unknown>, string, 'single' | 'multi']> = [
    ['register first name', ZRegisterRequest, { email: 'ana@example.com', password: 'Cluj-Napoca-2026!', firstName: 'Ana', lastName: 'Pop' }, 'firstName', 'single'],
    ['register e-mail', ZRegisterRequest, { email: 'ana@example.com', password: 'Cluj-Napoca-2026!', firstName: 'Ana', lastName: 'Pop' }, 'email', 'single'],
    ['settings last name', ZProfileUpdate, { firstName: 'Ana', lastName: 'Pop' }, 'lastName', 'single'],
    ['contact name', ZContactRequest, contact, 'name', 'single'],
    ['contact e-mail', ZContactRequest, contact, 'email', 'single'],
    ['contact message', ZContactRequest, contact, 'message', 'multi'],
    ['broker notes', ZStatusUpdateRequest, { status: 'approved', notes: 'Income checked' }, 'notes', 'multi'],
    ['document rejection reason', ZDocumentReviewRequest, { status: 'rejected', reason: 'Unreadable scan' }, 'reason', 'multi'],
    ['people search', ZReviewListQuery, { search: 'ana pop' }, 'search', 'single'],
    ['country name', ZCountryCreate, { name: 'Moldova', code: 'MD', type: 'both' }, 'name', 'single'],
    ['bank name', ZBankCreate, bank, 'name', 'single'],
    ['bank description', ZBankCreate, { ...bank, description: 'Good rates' }, 'description', 'multi'],
  ];

  it.each(cases)('%s', (_name, schema, valid, field, kind) => {
    expect(schema.safeParse(valid).success, 'the valid form').toBe(true);
    const withText = (text: string) => schema.safeParse({ ...valid, [field]: `${String(valid[field]).slice(0, 2)}${text}${String(valid[field]).slice(2)}` });
    for (const text of LONE_SURROGATES) expect(Object.keys(messagesOf(withText(text))), JSON.stringify(text)).toEqual([field]);
    for (const control of ['\r\n', '\n', '\u2028']) {
      const result = withText(control);
      if (kind === 'multi') expect(result.success, JSON.stringify(control)).toBe(true);
      else expect(Object.keys(messagesOf(result)), JSON.stringify(control)).toEqual([field]);
    }
  });
});
