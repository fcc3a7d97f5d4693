import { z } from 'zod';

// zod compiles object parsers with `new Function` when it may; our CSP allows no eval, and the
// probe alone reports a violation. Imported first by main.tsx, before any schema is built.
z.config({ jitless: true });
