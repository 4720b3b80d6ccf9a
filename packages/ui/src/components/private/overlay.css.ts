import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

/**
 * Shared pieces of the modal overlays (Modal, AlertDialog, Drawer). Entry/exit animations run only
 * while RAC sets [data-entering]/[data-exiting]; the resting state is plain, fully visible CSS, so a
 * paused animation (visual tests) shows the open overlay as it ends up.
 */
export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
export const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  background: vars.color.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.large,
  // The visual viewport height, so the dialog stays clear of the mobile keyboard.
  height: 'var(--visual-viewport-height, 100dvh)',
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.duration.normal} ease-out` },
    '&[data-exiting]': { animation: `${fadeOut} ${vars.duration.fast} ease-in` },
  },
});

/** The close button in the top-right corner of dialogs and drawers. */
export const closeButton = style({ flexShrink: 0, marginTop: `calc(-1 * ${vars.space.xsmall})` });
