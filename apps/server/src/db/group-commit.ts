import type { EntityManager } from 'typeorm';
import type { Database } from './data-source.ts';

interface Pending<I, O> {
  input: I;
  resolve(output: O): void;
  reject(error: unknown): void;
}

/**
 * Group commit for small, independent writes that arrive together (a checkout's page views):
 * every write that arrives while a transaction is committing joins the next one, so a burst of
 * views costs one transaction (and one fsync) instead of one each. Each caller still waits for
 * the commit that holds its row, so nothing is answered before it is stored. A failing batch is
 * retried one write at a time, so one bad write never fails the others.
 */
export class GroupCommit<I, O> {
  #pending: Pending<I, O>[] = [];
  #running = false;

  constructor(
    private readonly db: Database,
    private readonly write: (manager: EntityManager, input: I) => Promise<O>,
    private readonly maxBatch = 200,
  ) {}

  run(input: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.#pending.push({ input, resolve, reject });
      if (!this.#running) void this.#drain();
    });
  }

  async #drain(): Promise<void> {
    this.#running = true;
    try {
      while (this.#pending.length > 0) {
        const batch = this.#pending.splice(0, this.maxBatch);
        try {
          const outputs = await this.db.transaction(async (manager) => {
            const results: O[] = [];
            for (const item of batch) results.push(await this.write(manager, item.input));
            return results;
          });
          for (const [index, item] of batch.entries()) item.resolve(outputs[index]!);
        } catch {
          for (const item of batch) {
            await this.db
              .transaction((manager) => this.write(manager, item.input))
              .then(item.resolve, item.reject);
          }
        }
      }
    } finally {
      this.#running = false;
    }
  }
}
