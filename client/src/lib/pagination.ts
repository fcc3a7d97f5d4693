/** Helpers for lists paginated on the server (`{ items, total, page, pageSize }`). */

/** How many pages `total` items fill; at least 1, so "page 1 of 1" reads well for an empty list. */
export function pageCount(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || !Number.isFinite(pageSize) || pageSize <= 0 || total <= 0) return 1;
  return Math.ceil(total / pageSize);
}

/** `page` kept within 1..pageCount (a filter that shrinks the list can leave it past the end). */
export function clampPage(page: number, total: number, pageSize: number): number {
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(Math.floor(page), pageCount(total, pageSize));
}

/** The 1-based positions of the first and last items shown ({0, 0} when there are none). */
export function pageRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = (clampPage(page, total, pageSize) - 1) * pageSize + 1;
  return { from, to: Math.min(total, from + pageSize - 1) };
}
