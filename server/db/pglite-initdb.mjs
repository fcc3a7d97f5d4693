// Creates a new PGlite data folder and exits. Run in its own short-lived process because
// PGlite's initdb grows the WebAssembly heap to ~750 MB, which a process cannot give back;
// the server then opens the ready folder at a fraction of that.
import { PGlite } from '@electric-sql/pglite';

const [dataDir, postgresqlconf] = process.argv.slice(2);
const db = new PGlite(dataDir, { postgresqlconf });
await db.waitReady;
await db.close();
