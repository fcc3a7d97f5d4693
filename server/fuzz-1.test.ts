import { fuzzRouteTable } from './test/fuzz/fuzz-suite';

/** Issue 11: share 1 of 3 of the route-table fuzzing suite (server/test/fuzz/fuzz-suite.ts). */
fuzzRouteTable(1, 3);
