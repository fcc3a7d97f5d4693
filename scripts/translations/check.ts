/**
 * `npm run translations:check [-- --language pl]`: every key missing, empty, untranslated (the
 * same as English where it should not be), with placeholders or markup unlike English's, without
 * a plural form its language needs, or without the glossary's term, in every language folder
 * under client/public/locales (issue 25). Exits 1 on any problem; CI runs the same through
 * check.test.ts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '../../core/languages';
import { checkLanguage, parseCatalog, type Catalogs, type Problem } from './check-catalogs';

const LOCALES = fileURLToPath(new URL('../../client/public/locales/', import.meta.url));

export function readCatalogs(language: string, problems: Problem[]): Catalogs {
  const catalogs: Catalogs = {};
  const folder = join(LOCALES, language);
  if (!existsSync(folder)) return catalogs;
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    const namespace = file.replace(/\.json$/, '');
    const { texts, problem } = parseCatalog(language, namespace, readFileSync(join(folder, file), 'utf8'));
    if (problem) problems.push(problem);
    else catalogs[namespace] = texts!;
  }
  return catalogs;
}

/** Checks the given languages (default: every registered language and every folder). */
export function checkTranslations(only?: readonly string[]): Problem[] {
  const problems: Problem[] = [];
  const folders = readdirSync(LOCALES, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  const languages = only ?? [...new Set([...LANGUAGES, ...folders])];
  const english = readCatalogs('en', problems);
  for (const language of languages) {
    if (!folders.includes(language)) problems.push({ language, kind: 'missing', where: `client/public/locales/${language}/`, detail: 'the language is offered but has no folder' });
    else if (!only && !(LANGUAGES as readonly string[]).includes(language)) problems.push({ language, kind: 'extra', where: `client/public/locales/${language}/`, detail: 'a folder for a language core/languages.ts does not offer' });
    if (language === 'en') continue;
    problems.push(...checkLanguage(language, readCatalogs(language, problems), english));
  }
  return problems;
}

function main() {
  const index = process.argv.indexOf('--language');
  const only = index > 0 ? process.argv[index + 1]?.split(',') : undefined;
  const problems = checkTranslations(only);
  const byLanguage = new Map<string, Problem[]>();
  for (const problem of problems) byLanguage.set(problem.language, [...(byLanguage.get(problem.language) ?? []), problem]);
  for (const [language, found] of byLanguage) {
    console.log(`\n${language}: ${found.length} problem${found.length === 1 ? '' : 's'}`);
    for (const problem of found) console.log(`  ${problem.kind.padEnd(12)} ${problem.where}  ${problem.detail}`);
  }
  const checked = only ?? 'every language';
  if (problems.length === 0) console.log(`Translations: no problem in ${Array.isArray(checked) ? checked.join(', ') : checked}.`);
  process.exitCode = problems.length === 0 ? 0 : 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
