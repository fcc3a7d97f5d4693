/**
 * Issue 12, French typography: a non-breaking space (U+00A0, or the narrow U+202F) before
 * `:` `;` `!` `?` and inside « », in every French string of every namespace, so a line never
 * starts with the sign and the spacing reads as French. Not touched: URLs, times (10:00),
 * {{placeholders}}, $t(nesting) and a literal list of signs such as "(@$!%*?&)".
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const localesDir = fileURLToPath(new URL('../../../client/public/locales/fr/', import.meta.url));
type Tree = { [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[prefix + key, value] as [string, string]] : flatten(value, `${prefix}${key}.`)));

const KEEP_AS_IS = /\{\{[^}]*\}\}|\$t\([^)]*\)|[a-z][a-z0-9+.-]*:\/\/\S+|\d:\d|[@$!%*?&]{3,}/g;
const NO_BREAK = /[\u00a0\u202f]/;

/** The places in a French text where the spacing is wrong, each with a little context. */
function frenchSpacingProblems(text: string): string[] {
  const masked = text.replace(KEEP_AS_IS, (match) => '\u0000'.repeat(match.length));
  const problems: string[] = [];
  const around = (index: number) => JSON.stringify(text.slice(Math.max(0, index - 12), index + 3));
  for (let index = 0; index < masked.length; index++) {
    const sign = masked[index];
    const before = masked[index - 1] ?? '';
    const after = masked[index + 1] ?? '';
    if (':;!?'.includes(sign) && index > 0 && !NO_BREAK.test(before) && !'!?'.includes(before)) problems.push(`${sign} at ${around(index)}`);
    if (sign === '«' && !NO_BREAK.test(after)) problems.push(`« at ${around(index)}`);
    if (sign === '»' && !NO_BREAK.test(before)) problems.push(`» at ${around(index)}`);
  }
  return problems;
}

describe('French typography', () => {
  it('knows what to leave alone and what to flag', () => {
    expect(frenchSpacingProblems('Pays de résidence\u00a0: {{from}}\u202f; prêt\u202f? Oui\u202f!')).toEqual([]);
    expect(frenchSpacingProblems('Voir https://acasa.example/verify?code=1 à 10:00, {{count}}, signes (@$!%*?&).')).toEqual([]);
    expect(frenchSpacingProblems('Les simulations «\u00a0et si\u00a0» et quoi\u202f?!')).toEqual([]);
    expect(frenchSpacingProblems('Source : {{source}}')).toHaveLength(1);
    expect(frenchSpacingProblems('Supprimer {{name}} ?')).toHaveLength(1);
    expect(frenchSpacingProblems('Montants en EUR ; taux annuels')).toHaveLength(1);
    expect(frenchSpacingProblems('Attention!')).toHaveLength(1);
    expect(frenchSpacingProblems('« et si »')).toHaveLength(2);
  });

  it.each(readdirSync(localesDir).filter((name) => name.endsWith('.json')))('fr/%s puts a non-breaking space before : ; ! ? and inside « »', (file) => {
    const strings = flatten(JSON.parse(readFileSync(join(localesDir, file), 'utf8')) as Tree);
    const problems = strings.flatMap(([key, value]) => frenchSpacingProblems(value).map((problem) => `${key}: ${problem}`));
    expect(problems).toEqual([]);
  });
});
