/**
 * Citations of the project's own documents, so a test can check that each still points
 * somewhere (issue 21): `docs/product.md §2.7`, `docs/lending-rules.md §7.3–§7.9`, a section of
 * the same page written as a bare `§4` inside docs/, and `ADR 026` for docs/decisions/026-*.md.
 * Pure text in, findings out; reading the files is the test's.
 */

export interface Citation {
  /** Path of the cited document from the repository root, e.g. `docs/product.md`. */
  doc: string;
  /** Section number as written after §, e.g. `2.7`; null for the document as a whole. */
  section: string | null;
  /** A one-word name written right after the section, e.g. `Poland` in `§1.2 (Poland)`. */
  qualifier: string | null;
  line: number;
}

export interface AdrCitation {
  number: string;
  line: number;
}

/** A section heading: `## 2. Screens and routes` or `### 2.7 Assessment wizard`. */
const HEADING = /^(#{2,6})\s+(\d+(?:\.\d+)*)\.?\s+(.*)$/;

export interface Section {
  number: string;
  /** The heading and everything under it down to the next heading of the same or a higher level. */
  text: string;
}

/** The numbered sections of a markdown document, by number. */
export function sectionsOf(markdown: string): Map<string, Section> {
  const lines = markdown.split('\n');
  const headings = lines.flatMap((line, index) => {
    const match = HEADING.exec(line);
    return match ? [{ index, level: match[1].length, number: match[2] }] : [];
  });
  const sections = new Map<string, Section>();
  headings.forEach((heading, order) => {
    const next = headings.slice(order + 1).find((other) => other.level <= heading.level);
    sections.set(heading.number, { number: heading.number, text: lines.slice(heading.index, next?.index ?? lines.length).join('\n') });
  });
  return sections;
}

const SECTION_NUMBER = '\\d+(?:\\.\\d+)*';
/** One § number, or a run of them joined the way prose joins them: `§7.3–§7.9`, `§5, §6`, `§2 and §7`. */
const SECTION_RUN = `§${SECTION_NUMBER}(?:\\s*(?:,|and|or|–|-|to)\\s*§${SECTION_NUMBER})*`;
const QUALIFIER = '(?:\\s+\\(([A-Z][\\p{L}]+)\\))?';
const DOC_CITATION = new RegExp(`(docs/[\\w./-]+?\\.md)(?:\\s+(${SECTION_RUN})${QUALIFIER})?`, 'gu');
const BARE_SECTION = new RegExp(`(?<![\\w/.])(${SECTION_RUN})${QUALIFIER}`, 'gu');
const SECTION_IN_RUN = new RegExp(SECTION_NUMBER, 'g');

const sectionsInRun = (run: string) => run.match(SECTION_IN_RUN) ?? [];

/**
 * Every citation of a document under docs/ in `text`. Inside a document of docs/ (`selfDoc`), a
 * bare `§4` cites that same document; elsewhere a bare § cites nothing we can check.
 */
export function findCitations(text: string, selfDoc: string | null = null): Citation[] {
  const citations: Citation[] = [];
  text.split('\n').forEach((lineText, index) => {
    const line = index + 1;
    let rest = lineText;
    for (const match of lineText.matchAll(DOC_CITATION)) {
      const [whole, doc, run, qualifier] = match;
      const sections = run ? sectionsInRun(run) : [null];
      sections.forEach((section, order) => {
        const isLast = order === sections.length - 1;
        citations.push({ doc, section, qualifier: isLast ? (qualifier ?? null) : null, line });
      });
      rest = rest.replace(whole, ' ');
    }
    if (selfDoc === null) return;
    for (const match of rest.matchAll(BARE_SECTION)) {
      const sections = sectionsInRun(match[1]);
      sections.forEach((section, order) => {
        citations.push({ doc: selfDoc, section, qualifier: order === sections.length - 1 ? (match[2] ?? null) : null, line });
      });
    }
  });
  return citations;
}

/** `ADR 026`, `ADRs 030–033`, `ADR 024, 025`: every decision number cited. */
export function findAdrCitations(text: string): AdrCitation[] {
  const found: AdrCitation[] = [];
  text.split('\n').forEach((lineText, index) => {
    for (const match of lineText.matchAll(/\bADRs?\s+(\d{3}(?:\s*(?:,|and|–|-)\s*\d{3})*)/g)) {
      const numbers = match[1].match(/\d{3}/g) ?? [];
      const isRange = /[–-]/.test(match[1]) && numbers.length === 2;
      const cited = isRange ? rangeOf(numbers[0], numbers[1]) : numbers;
      for (const number of cited) found.push({ number, line: index + 1 });
    }
  });
  return found;
}

function rangeOf(from: string, to: string): string[] {
  const numbers: string[] = [];
  for (let n = Number(from); n <= Number(to); n += 1) numbers.push(String(n).padStart(3, '0'));
  return numbers;
}

/**
 * Why a citation does not resolve, or null when it does: the document is missing, the section is
 * not a heading of it, or the name after the section is not in that section.
 */
export function problemWith(citation: Citation, documents: ReadonlyMap<string, Map<string, Section>>): string | null {
  const sections = documents.get(citation.doc);
  if (!sections) return `${citation.doc} does not exist`;
  if (citation.section === null) return null;
  const section = sections.get(citation.section);
  if (!section) return `${citation.doc} has no section §${citation.section}`;
  if (citation.qualifier && !section.text.includes(citation.qualifier)) {
    return `${citation.doc} §${citation.section} does not mention ${citation.qualifier}`;
  }
  return null;
}

/**
 * Reference data written before docs/ existed names the research notes' sections in its texts
 * (a source that ends with the notes' name and a § number): data an admin reads and edits, changed only through the
 * reference data's own update path. docs/lending-rules.md keeps those section numbers, so each is
 * read as a citation of it and checked like the others.
 */
const DATA_CITATION = new RegExp(`(?<!docs/)lending-rules(?:['’]s)? (${SECTION_RUN})`, 'gu');

export function findDataCitations(text: string): Citation[] {
  return text.split('\n').flatMap((lineText, index) =>
    [...lineText.matchAll(DATA_CITATION)].flatMap((match) =>
      sectionsInRun(match[1]).map((section) => ({ doc: 'docs/lending-rules.md', section, qualifier: null, line: index + 1 })),
    ),
  );
}

/** A line of code that is a comment (`*`, `/*`, `//`), as opposed to code or data. */
export const isCommentLine = (line: string) => /^\s*(?:\*|\/\*|\/\/)/.test(line);

/**
 * Citations of the documents that were never in the repository (the first product
 * specification and the lending research notes): each now has its place under docs/.
 */
export const RETIRED_CITATION = /\bspec(?:ification)?(?:['’]s)? (?:sections? |§)|\bproduct-spec\b|(?<!docs\/)\blending[- ]rules(?:\.md)?(?:['’]s)? (?:§|sections? \d)/i;
