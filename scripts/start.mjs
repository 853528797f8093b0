/* global process */
// `npm start`: builds what changed since the last build (scripts/build-if-stale.mjs: the server, the console),
// then runs the server in this same process (one Node start, not two). Each step says what it does as it starts.
import { buildIfStale } from './build-if-stale.mjs';

await buildIfStale(process.cwd());
await import('../dist/server.js');
