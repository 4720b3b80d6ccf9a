import { darkTheme, lightTheme } from '@pagora/ui';
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

// Offline visual baselines: every story in the dark theme at desktop size; stories tagged
// 'screen' also in the light theme and at mobile size. Animations are paused so spinners are stable,
// and overlays get no entry/exit animation at all: a paused fade-in would hold an opening dialog at
// its first keyframe (opacity 0) for as long as React Aria keeps [data-entering], which made
// visibility assertions in play functions flaky on a busy machine.
const freeze = document.createElement('style');
freeze.textContent = [
  '*, *::before, *::after { animation-play-state: paused !important; animation-delay: 0s !important; transition: none !important; caret-color: transparent !important; }',
  '[data-entering], [data-exiting] { animation: none !important; }',
].join('\n');
document.head.append(freeze);

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 375, height: 667 };
/** Tall screens (the landing page) are captured whole, up to this height. */
const MAX_HEIGHT = 8000;

/**
 * The story renders into a bare <div> appended to <body>; overlays (dialogs, menus, toasts)
 * portal into further bare divs, and then the whole page is the picture.
 */
function storyRoot(): { element: HTMLElement; hasOverlay: boolean } {
  const bare = [...document.body.children].filter(
    (el): el is HTMLElement =>
      el.tagName === 'DIV' &&
      !el.id &&
      !el.classList.contains('sb-wrapper') &&
      // React Aria's screen-reader announcer stays on <body> once used; it is not an overlay.
      !el.hasAttribute('data-live-announcer'),
  );
  return bare.length === 1 && bare[0]
    ? { element: bare[0], hasOverlay: false }
    : { element: document.body, hasOverlay: true };
}

const slug = (name: string) =>
  name
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

interface StoryContext {
  story?: { tags: string[]; parameters: { visual?: { disable?: boolean } } };
}

/** Screenshots the story at a width; the viewport grows to the content so nothing below the fold is blank. */
async function shoot(name: string, size: { width: number; height: number }) {
  await page.viewport(size.width, size.height);
  const { element, hasOverlay } = storyRoot();
  if (!hasOverlay) {
    const height = Math.min(
      MAX_HEIGHT,
      Math.max(size.height, Math.ceil(element.getBoundingClientRect().height)),
    );
    if (height > size.height) await page.viewport(size.width, height);
  }
  await expect.element(page.elementLocator(storyRoot().element)).toMatchScreenshot(name);
}

afterEach(async (context) => {
  const { story } = context as unknown as StoryContext;
  if (!story || context.task.result?.state === 'fail' || story.parameters.visual?.disable) return;
  await document.fonts.ready;
  const root = document.documentElement;
  const name = slug(context.task.name);
  await shoot(`${name}-dark-desktop`, DESKTOP);
  if (!story.tags.includes('screen')) return;
  root.classList.replace(darkTheme, lightTheme);
  await shoot(`${name}-light-desktop`, DESKTOP);
  root.classList.replace(lightTheme, darkTheme);
  await shoot(`${name}-dark-mobile`, MOBILE);
});
