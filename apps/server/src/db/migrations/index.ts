import { Initial1763800000000 } from './1763800000000-initial.ts';

/** Every migration, oldest first. Imported as classes because the server is bundled (no globs). */
export const migrations = [Initial1763800000000];
