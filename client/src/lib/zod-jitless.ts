/**
 * What `import … from 'zod'` resolves to in the browser build (vite.config.ts): zod itself, told
 * before any schema is built not to compile parsers with `new Function` (our CSP allows no eval,
 * and zod's probe alone reports a violation). An alias rather than a module main.tsx imports
 * first, so zod loads with the first page that uses it instead of in every page's first script
 * (issue 13), and no schema, in client/ or core/, can be built before the setting.
 */
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
