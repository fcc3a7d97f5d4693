/**
 * Issue 21 (ADR 076): a field of the registry is asked, reviewed and shown by its entry alone,
 * so its texts are all a screen needs: the wizard's label and every value's label, in every
 * language (translation.json's `fields.<name>` is held by locales.test.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ASSESSMENT_FIELDS, FIELD_NAMES, type FieldDefinition } from '@core/assessment-fields';
import { LANGUAGES } from '@core/constants';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
type Tree = { [key: string]: string | Tree };

/** The text of `namespace:dotted.path` in a language, or undefined. */
function text(language: string, key: string): string | undefined {
  const [namespace, path] = key.split(':');
  const tree = JSON.parse(readFileSync(join(repo, 'client/public/locales', language, `${namespace}.json`), 'utf8')) as Tree;
  const value = path.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
  return typeof value === 'string' ? value : undefined;
}

describe.each(LANGUAGES)('the texts of every assessment field in %s', (language) => {
  it.each(FIELD_NAMES)('%s has its wizard label and its values’ labels', (name) => {
    expect(text(language, `wizard:fields.${name}.label`), `wizard:fields.${name}.label`).toBeTruthy();
    const definition = ASSESSMENT_FIELDS[name] as FieldDefinition;
    if (definition.kind !== 'enum') return;
    for (const value of definition.values) expect(text(language, `${definition.labels}.${value}`), `${definition.labels}.${value}`).toBeTruthy();
  });
});
