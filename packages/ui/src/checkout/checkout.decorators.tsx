import type { CheckoutSettings } from '@pagora/contract/checkout-core';
import type { Decorator } from '@storybook/react-vite';
import { type ReactElement, useEffect, useRef } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { CheckoutTheme } from './CheckoutTheme/CheckoutTheme.tsx';
import { storeSettings } from './checkout.fixtures.ts';
import { loadAllCheckoutTexts } from './i18n.ts';

/** Story loader: every language's labels ready before the first render (as the server does). */
export const loadTexts = async () => {
  await loadAllCheckoutTexts();
  return {};
};

/**
 * Piece stories render inside the checkout's theme root: the store settings from
 * `parameters.checkoutSettings` (the fixture store by default), at most `parameters.maxWidth` wide.
 */
export const withCheckoutTheme: Decorator = (Story, context) => {
  const settings = (context.parameters.checkoutSettings as CheckoutSettings | undefined) ?? storeSettings;
  const maxWidth = (context.parameters.maxWidth as number | undefined) ?? 640;
  return (
    <CheckoutTheme settings={settings}>
      <div style={{ padding: 24, width: '100%', maxWidth: maxWidth + 48 }}>
        <Story />
      </div>
    </CheckoutTheme>
  );
};

/** What `ServerRendered` saw: hydration problems and the page's height before and after hydrating. */
export interface HydrationReport {
  errors: string[];
  heightBefore: number;
  heightAfter: number;
  htmlBefore: string;
  /** Shown elements whose box changed size during hydration (tag.class: before → after height). */
  resized: string[];
}

const boxes = (host: HTMLElement) =>
  [...host.querySelectorAll<HTMLElement>('*')].map((element) => ({
    element,
    name: `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`,
    height: element.getBoundingClientRect().height,
  }));

/**
 * Renders `children` to HTML with react-dom/server (as the checkout server does), puts it in the
 * page, then hydrates it, collecting React's hydration warnings. The report lands on
 * `window.__hydration` once effects have run, for the story's play function.
 */
export function ServerRendered({ children }: { children: ReactElement }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const host = ref.current!;
    const holder = window as unknown as { __hydration?: HydrationReport };
    holder.__hydration = undefined;
    host.innerHTML = renderToString(children);
    const htmlBefore = host.innerHTML;
    let root: Root | undefined;
    let timer: number | undefined;
    const consoleError = console.error;
    // Measure with the page's fonts in place (Storybook loads a web font the checkout itself never does).
    void document.fonts.ready.then(() => {
      const heightBefore = host.getBoundingClientRect().height;
      const before = boxes(host);
      const errors: string[] = [];
      console.error = (...args: unknown[]) => {
        errors.push(args.map(String).join(' '));
      };
      root = hydrateRoot(host, children, { onRecoverableError: (error) => errors.push(String(error)) });
      // Effects (copy buttons revealed, timers started) run after hydration: measure once they have.
      timer = window.setTimeout(() => {
        console.error = consoleError;
        holder.__hydration = {
          errors,
          heightBefore,
          heightAfter: host.getBoundingClientRect().height,
          htmlBefore,
          resized: before
            .filter(
              (box) =>
                box.element.isConnected &&
                box.element.checkVisibility() &&
                box.element.getBoundingClientRect().height !== box.height,
            )
            .map((box) => `${box.name}: ${box.height} → ${box.element.getBoundingClientRect().height}`),
        };
      }, 300);
    });
    return () => {
      window.clearTimeout(timer);
      console.error = consoleError;
      window.setTimeout(() => root?.unmount());
    };
  }, [children]);
  return <div ref={ref} />;
}

/** Waits for `ServerRendered`'s report. */
export async function hydrationReport(): Promise<HydrationReport> {
  const holder = window as unknown as { __hydration?: HydrationReport };
  for (let i = 0; i < 50 && !holder.__hydration; i++) await new Promise((resolve) => setTimeout(resolve, 50));
  if (!holder.__hydration) throw new Error('Hydration report never arrived.');
  return holder.__hydration;
}
