import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import {
  Text as RACText,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastQueue as RACToastQueue,
  UNSTABLE_ToastRegion as RACToastRegion,
  type ToastOptions,
} from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import * as styles from './Toast.css.ts';

export type ToastTone = 'success' | 'error' | 'info';

/** What a toast says: a short title and an optional sentence under it. */
export interface ToastMessage {
  title: string;
  description?: string;
}

interface QueuedMessage extends ToastMessage {
  tone: ToastTone;
}

/** Short: success and info close after 3 s; errors stay 6 s so they can be read (hover pauses both). */
const timeouts: Record<ToastTone, number> = { success: 3_000, info: 3_000, error: 6_000 };

const queue = new RACToastQueue<QueuedMessage>();

/** One toast at a time: a new one replaces what is showing instead of piling up over the page. */
const add = (tone: ToastTone) => (message: ToastMessage, options?: ToastOptions) => {
  queue.clear();
  return queue.add({ ...message, tone }, { timeout: timeouts[tone], ...options });
};

/**
 * The app's one toast queue. `toast.error({ title: 'Erro ao salvar', description })`; each call
 * returns the toast's key (for `toast.close(key)`). Shown by the `<ToastRegion />` the shell mounts.
 */
export const toast = {
  success: add('success'),
  error: add('error'),
  info: add('info'),
  close: (key: string) => queue.close(key),
  /** Closes every toast (e.g. on logout). */
  clear: () => queue.clear(),
};

const icons = { success: CircleCheck, error: CircleAlert, info: Info } satisfies Record<ToastTone, unknown>;

/** Renders the queued toasts; mount exactly once, near the root of the app. */
export function ToastRegion() {
  return (
    <RACToastRegion queue={queue} className={styles.region}>
      {({ toast: queued }) => {
        const { tone, title, description } = queued.content;
        const Icon = icons[tone];
        return (
          <RACToast toast={queued} className={styles.toast({ tone })}>
            <Icon className={styles.icon({ tone })} aria-hidden />
            <RACToastContent className={styles.content}>
              <RACText slot="title" className={styles.title}>
                {title}
              </RACText>
              {description && (
                <RACText slot="description" className={styles.description}>
                  {description}
                </RACText>
              )}
            </RACToastContent>
            <Button slot="close" variant="ghost" size="small" iconOnly aria-label="Fechar">
              <X size={16} aria-hidden />
            </Button>
          </RACToast>
        );
      }}
    </RACToastRegion>
  );
}
