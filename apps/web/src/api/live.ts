import type { LiveChange } from '@pagora/contract';
import { sessionAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';

export type LiveStatus = 'connecting' | 'live' | 'offline';

/**
 * Follows GET /api/live?store_id= (server-sent events, read with fetch so the bearer token goes in
 * a header) and calls `onChange` for each change of the store's orders and carts. Reconnects after
 * a drop (the server's `retry`, 3 s by default) resuming from the last event id. Returns a stop
 * function.
 */
export function followStoreChanges(
  storeId: number,
  onChange: (change: LiveChange) => void,
  onStatus: (status: LiveStatus) => void,
): () => void {
  const controller = new AbortController();
  let lastEventId = '';
  let retryMs = 3000;

  async function connect(): Promise<void> {
    onStatus('connecting');
    const token = appStore.get(sessionAtom)?.token;
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    const response = await fetch(`/api/live?store_id=${storeId}`, { headers, signal: controller.signal });
    if (!response.ok || !response.body) throw new Error(`Erro HTTP ${response.status}`);
    onStatus('live');
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
        let event = 'message';
        let data = '';
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) continue;
          const colon = line.indexOf(':');
          const field = colon < 0 ? line : line.slice(0, colon);
          const text = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
          if (field === 'event') event = text;
          else if (field === 'data') data += data ? `\n${text}` : text;
          else if (field === 'id') lastEventId = text;
          else if (field === 'retry' && /^\d+$/.test(text)) retryMs = Number(text);
        }
        if (event === 'change' && data) {
          try {
            onChange(JSON.parse(data) as LiveChange);
          } catch {
            // A malformed event is skipped; the next refresh shows the truth anyway.
          }
        }
      }
    }
  }

  (async () => {
    while (!controller.signal.aborted) {
      try {
        await connect();
      } catch {
        // Network drop or server restart: try again below.
      }
      if (controller.signal.aborted) return;
      onStatus('offline');
      await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  })();

  return () => controller.abort();
}
