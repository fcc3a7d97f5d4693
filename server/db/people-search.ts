import { and, sql, type SQL } from 'drizzle-orm';
import { foldSearchText, users } from './schema';

/** At most this many words of a search are matched (each must appear). */
const MAX_TERMS = 5;

/** The words of a search ("Popescu", "ioana popescu", "ana@example"): each must appear, in any order. */
export function searchTerms(search: string): string[] {
  return search.trim().split(/\s+/).filter(Boolean).slice(0, MAX_TERMS);
}

/** LIKE's own characters, taken literally. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Users whose folded "first last email" (users.search_text, kept by the database) contains every
 * term, folded the same way: "popescu" finds Ioana Popescu, "stefanescu" finds Ștefănescu.
 * `like '%…%'` is answered by the trigram index users_search_text_trgm_idx (ADR 062).
 */
export function peopleSearchCondition(terms: readonly string[], searchText: SQL | typeof users.searchText = users.searchText): SQL | undefined {
  return and(...terms.map((term) => sql`${searchText} like '%' || ${foldSearchText(sql`${escapeLike(term)}`)} || '%'`));
}
