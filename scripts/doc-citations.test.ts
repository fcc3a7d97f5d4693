import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findAdrCitations, findCitations, findDataCitations, isCommentLine, problemWith, RETIRED_CITATION, sectionsOf, type Section } from './doc-citations';

/**
 * The code cites the project's own documents by path and section (`docs/product.md §2.7`,
 * `docs/lending-rules.md §7.3`, `ADR 026`). A citation whose document or section heading does not
 * exist fails here, so renaming or renumbering a section cannot leave the code pointing nowhere
 * (issue 21). The first product specification and the lending research notes were never in the
 * repository; citations of them are refused.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCE_ROOTS = ['core', 'server', 'client/src', 'client/public/locales', 'e2e', 'scripts', 'bench', 'docs'];
const SOURCE_FILE = /\.(ts|tsx|js|mjs|json|md|sql)$/;
const SKIPPED = new Set(['node_modules', 'dist', 'meta']);

/**
 * History that must stay as it was written: migrations already applied to databases, and the
 * snapshot of reference data from before issue 19 that a migration test restores. Their texts
 * name the research notes' sections, which docs/lending-rules.md keeps under the same numbers.
 */
const HISTORICAL = [/^server\/db\/migrations\//, /^server\/db\/before-issue-19\.fixture\.ts$/];

/** Reference data: its texts (sources, notes, descriptions) are data, read by admins; its comments are code. */
const REFERENCE_DATA = [/^server\/db\/seed-data\//, /^core\/reference-data\//];
const isDataLine = (path: string, line: string) => REFERENCE_DATA.some((pattern) => pattern.test(path)) && !isCommentLine(line);

function sourceFiles(dir: string): string[] {
  const absolute = join(ROOT, dir);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute).flatMap((name) => {
    if (SKIPPED.has(name)) return [];
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return sourceFiles(path);
    return SOURCE_FILE.test(name) ? [path] : [];
  });
}

/** This test's own examples cite documents that do not exist, on purpose. */
const SELF = 'scripts/doc-citations.test.ts';

const files = [...SOURCE_ROOTS.flatMap(sourceFiles), 'README.md']
  .filter((path) => path !== SELF)
  .map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }));
const documents = new Map<string, Map<string, Section>>(
  files.filter((file) => file.path.startsWith('docs/') && file.path.endsWith('.md')).map((file) => [file.path, sectionsOf(file.text)]),
);
const decisionNumbers = new Set(readdirSync(join(ROOT, 'docs/decisions')).map((name) => name.slice(0, 3)));

/** A document's own bare § numbers are checked against it when it has numbered sections. */
const selfDocOf = (path: string) => ((documents.get(path)?.size ?? 0) > 0 ? path : null);

describe('citations of docs/ in the source', () => {
  const citations = files.flatMap((file) =>
    [
      ...findCitations(file.text, selfDocOf(file.path)),
      ...findDataCitations(file.text).filter((citation) => isDataLine(file.path, file.text.split('\n')[citation.line - 1])),
    ].map((citation) => ({ ...citation, file: file.path })),
  );

  it('finds the citations the code makes', () => {
    // The scan itself works: product.md and lending-rules.md are each cited from many places.
    expect(citations.filter((citation) => citation.doc === 'docs/product.md' && !citation.file.startsWith('docs/')).length).toBeGreaterThan(50);
    expect(citations.filter((citation) => citation.doc === 'docs/lending-rules.md' && !citation.file.startsWith('docs/')).length).toBeGreaterThan(30);
  });

  it('points each one to a document and a section heading that exist', () => {
    const broken = citations.flatMap((citation) => {
      const problem = problemWith(citation, documents);
      return problem ? [`${citation.file}:${citation.line}: ${problem}`] : [];
    });
    expect(broken).toEqual([]);
  });

  it('points each ADR number to a record in docs/decisions', () => {
    const missing = files.flatMap((file) =>
      findAdrCitations(file.text)
        .filter((citation) => !decisionNumbers.has(citation.number))
        .map((citation) => `${file.path}:${citation.line}: ADR ${citation.number} is not in docs/decisions`),
    );
    expect(missing).toEqual([]);
  });

  it('cites no document that is not in the repository (the first spec, the research notes)', () => {
    const retired = files
      .filter((file) => !HISTORICAL.some((pattern) => pattern.test(file.path)))
      .flatMap((file) =>
        file.text
          .split('\n')
          .flatMap((line, index) => (RETIRED_CITATION.test(line) && !isDataLine(file.path, line) ? [`${file.path}:${index + 1}: ${line.trim().slice(0, 120)}`] : [])),
      );
    expect(retired).toEqual([]);
  });
});

describe('the citation reader', () => {
  const doc = ['# Title', '## 1. Countries', 'Intro.', '### 1.2 Poland', 'KNF rules.', '## 2. Routes', 'Text.'].join('\n');
  const documentsOf = new Map([['docs/x.md', sectionsOf(doc)]]);
  const problems = (text: string, selfDoc: string | null = null) =>
    findCitations(text, selfDoc).map((citation) => problemWith(citation, documentsOf));

  it('reads numbered headings with their text down to the next one of their level', () => {
    const sections = sectionsOf(doc);
    expect([...sections.keys()]).toEqual(['1', '1.2', '2']);
    expect(sections.get('1')?.text).toContain('KNF rules.');
    expect(sections.get('1.2')?.text).not.toContain('Routes');
  });

  it('accepts a section that exists and refuses one that does not', () => {
    expect(problems('see docs/x.md §1.2 (Poland)')).toEqual([null]);
    expect(problems('see docs/x.md §1.3')).toEqual(['docs/x.md has no section §1.3']);
    expect(problems('see docs/y.md §1')).toEqual(['docs/y.md does not exist']);
  });

  it('checks every section of a run and the name written after it', () => {
    expect(problems('docs/x.md §1–§2, and docs/x.md §1, §4')).toEqual([null, null, null, 'docs/x.md has no section §4']);
    expect(problems('docs/x.md §1.2 (Romania)')).toEqual(['docs/x.md §1.2 does not mention Romania']);
  });

  it("reads a bare § inside a document as a section of that document, and nowhere else", () => {
    expect(problems('as §2 says; not §9', 'docs/x.md')).toEqual([null, 'docs/x.md has no section §9']);
    expect(problems('as §9 says')).toEqual([]);
  });

  it('reads the research notes\' sections named in reference data as sections of docs/lending-rules.md', () => {
    expect(findDataCitations("source: 'KNF; lending-rules §9 (35 y)', notes: 'lending-rules §2’s practice; docs/lending-rules.md §4'")).toEqual([
      { doc: 'docs/lending-rules.md', section: '9', qualifier: null, line: 1 },
      { doc: 'docs/lending-rules.md', section: '2', qualifier: null, line: 1 },
    ]);
    expect(isCommentLine(' * lending-rules §9')).toBe(true);
    expect(isCommentLine("    source: 'lending-rules §9',")).toBe(false);
  });

  it('reads ADR numbers, lists and ranges', () => {
    expect(findAdrCitations('ADR 026; ADRs 030–032 and ADR 024, 025').map((citation) => citation.number)).toEqual(['026', '030', '031', '032', '024', '025']);
  });

  it('recognises the retired citations and lets the new ones pass', () => {
    for (const old of ['spec section 5', 'Spec section 2', 'the spec’s sections 5', 'lending-rules §7.3', 'Lending-rules section 7', 'lending rules §5', 'product-spec.md']) {
      expect(RETIRED_CITATION.test(old), old).toBe(true);
    }
    for (const current of ['docs/lending-rules.md §7.3', 'docs/product.md §2.7', 'the lending rules of the country', 'GET /api/admin/lending-rules']) {
      expect(RETIRED_CITATION.test(current), current).toBe(false);
    }
  });
});
