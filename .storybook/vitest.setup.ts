import { darkTheme, lightTheme } from '@pagora/ui';
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

// Offline visual baselines: every story in the dark theme at desktop size; stories tagged
// 'screen' also in the light theme and at mobile size. Animations are paused so spinners are stable.
const freeze = document.createElement('style');
freeze.textContent =
  '*, *::before, *::after { animation-play-state: paused !important; animation-delay: 0s !important; transition: none !important; caret-color: transparent !important; }';
document.head.append(freeze);

function storyRoot(): HTMLElement {
  // The story renders into a bare <div> appended to <body>; overlays (dialogs, menus, toasts)
  // portal into further bare divs, and then the whole page is the picture.
  const bare = [...document.body.children].filter(
    (el): el is HTMLElement => el.tagName === 'DIV' && !el.id && !el.classList.contains('sb-wrapper'),
  );
  return bare.length === 1 && bare[0] ? bare[0] : document.body;
}

const slug = (name: string) =>
  name
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

interface StoryContext {
  story?: { tags: string[]; parameters: { visual?: { disable?: boolean } } };
}

afterEach(async (context) => {
  const { story } = context as unknown as StoryContext;
  if (!story || context.task.result?.state === 'fail' || story.parameters.visual?.disable) return;
  await document.fonts.ready;
  const root = document.documentElement;
  const name = slug(context.task.name);
  const shoot = (variant: string) =>
    expect.element(page.elementLocator(storyRoot())).toMatchScreenshot(`${name}-${variant}`);
  await shoot('dark-desktop');
  if (!story.tags.includes('screen')) return;
  root.classList.replace(darkTheme, lightTheme);
  await shoot('light-desktop');
  root.classList.replace(lightTheme, darkTheme);
  await page.viewport(375, 667);
  await shoot('dark-mobile');
});
