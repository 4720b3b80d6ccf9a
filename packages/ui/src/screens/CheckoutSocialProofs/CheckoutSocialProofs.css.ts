import { globalStyle, style } from '@vanilla-extract/css';
import { avatar } from '../../components/Avatar/Avatar.css.ts';
import { toneText } from '../../components/private/tone.ts';
import { media } from '../../css/breakpoints.ts';
import { vars } from '../../themes/vars.css.ts';

export const form = style({ gap: vars.space.xlarge });

/** The photo beside the fields from tablets up; above them, centred, on phones. */
export const formBody = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xlarge,
  alignItems: 'start',
  '@media': {
    [media.tablet]: { gridTemplateColumns: `calc(${vars.size.controlLarge} * 3.5) minmax(0, 1fr)` },
  },
});

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minWidth: 0 });

export const photo = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.large,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceSunken,
  textAlign: 'center',
});

/** The large avatar's circle, empty: no photo and no name yet. */
export const noPhoto = style([
  avatar({ size: 'large' }),
  { background: vars.color.surface, color: vars.color.textMuted },
]);

globalStyle(`${noPhoto} svg`, { width: vars.size.icon, height: vars.size.icon });

export const photoLabel = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const photoHint = style({
  margin: 0,
  fontSize: vars.fontSize.xsmall,
  color: vars.color.textMuted,
});

export const photoButtons = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xsmall,
  width: '100%',
});

export const fileName = style({
  margin: 0,
  maxWidth: '100%',
  fontSize: vars.fontSize.xsmall,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const photoError = style({
  margin: 0,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  color: toneText(vars.color.danger),
});

/** Submit first; on phones the buttons fill the width, one under the other. */
export const formActions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'center' } },
});

export const editingBadge = style({ alignSelf: 'center' });

/**
 * A testimonial row: avatar, name with status and the icon buttons on the first line; the text under
 * them, across the whole row on phones and beside the avatar from tablets up.
 */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  // 'actions' is RowActions' own area.
  gridTemplateAreas: '"avatar title actions" "quote quote quote"',
  alignItems: 'center',
  columnGap: vars.space.medium,
  rowGap: vars.space.small,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  '@media': {
    [media.tablet]: {
      gridTemplateAreas: '"avatar title actions" "avatar quote actions"',
      alignItems: 'start',
      paddingInline: vars.space.large,
      columnGap: vars.space.large,
      rowGap: vars.space.xsmall,
    },
  },
  selectors: {
    '&[data-current]': { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` },
  },
});

export const rowAvatar = style({ gridArea: 'avatar' });

export const rowTitle = style({
  gridArea: 'title',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const quote = style({
  gridArea: 'quote',
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
