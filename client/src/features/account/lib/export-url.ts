/** GET /api/account/export: a zip the browser downloads (a link, not a fetch: it streams to disk). */
export const ACCOUNT_EXPORT_URL = '/api/account/export';
