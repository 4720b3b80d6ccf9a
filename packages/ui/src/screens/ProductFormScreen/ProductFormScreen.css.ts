import { globalStyle, style } from '@vanilla-extract/css';
import { toneText } from '../../components/private/tone.ts';
import { media } from '../../css/breakpoints.ts';
import { vars } from '../../themes/vars.css.ts';

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '240px',
});

/** Fields on the left, the photo on the right from desktop up; one column below. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space.xlarge,
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 320px' },
  },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  minWidth: 0,
});

export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

/** Tipo de Produto and Preço side by side from tablet up. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const imageBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const imageMeta = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minWidth: 0,
});

export const fileName = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.xsmall,
  color: vars.color.textMuted,
});

export const inlineError = style({
  margin: 0,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  color: toneText(vars.color.danger),
});

/** The checkout link field and its copy button on one line; the button drops under it on phones. */
export const linkRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'end',
  gap: vars.space.small,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto' },
  },
});

export const linkInput = style({});

globalStyle(`${linkInput} input`, { fontFamily: vars.font.mono, fontSize: vars.fontSize.xsmall });

/** Cancel and save at the end of the form; full width on phones. */
export const footer = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.small,
  '@media': {
    [media.tablet]: { flexDirection: 'row', justifyContent: 'flex-end' },
  },
});

/** Height, width and length side by side from tablets up. */
export const sizes = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
