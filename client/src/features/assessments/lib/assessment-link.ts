/** The query that opens one assessment's details on /assessments (the status e-mail links to it). */
export const ASSESSMENT_LINK_PARAM = 'assessment';

/** The assessment a link asks to open, when it is a well-formed id (a UUID); null otherwise. */
export function assessmentIdFromSearch(search: string): string | null {
  const id = new URLSearchParams(search).get(ASSESSMENT_LINK_PARAM);
  return id && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) ? id.toLowerCase() : null;
}
