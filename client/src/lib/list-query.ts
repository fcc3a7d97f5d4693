/** A page of a server-paginated list (core/schemas/broker.ts pageOf). */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The query string of a list request: only the parameters that are set ("" when none). */
export function listSearch(params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    const text = String(value).trim();
    if (text === '' || (key === 'page' && text === '1')) continue;
    query.set(key, text);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
