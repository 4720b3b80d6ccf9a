/**
 * Run as a process of its own by migrations-concurrency.test.ts: opens the SQLite file named on
 * the command line (which runs the pending migrations) and closes it; exits non-zero on failure.
 */
import { createDataSource } from '../src/db/data-source.ts';

const source = createDataSource({ sqlitePath: process.argv[2]! });
await source.initialize();
await source.destroy();
