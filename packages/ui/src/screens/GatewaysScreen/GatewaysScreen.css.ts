import { style } from '@vanilla-extract/css';
import { focusRing } from '../../components/private/focusRing.css.ts';
import { media } from '../../css/breakpoints.ts';
import { vars } from '../../themes/vars.css.ts';

const formWidth = `calc(${vars.size.formMax} * 2 + ${vars.space.xlarge})`;

/** The gateway cards: one column on phones, three from desktops up. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const gridItem = style({ display: 'flex' });

/** A whole card is the button that opens the gateway's configuration. */
export const gatewayButton = style([
  focusRing,
  {
    flex: 1,
    display: 'grid',
    gridTemplateColumns: `calc(${vars.size.icon} * 2.25) minmax(0, 1fr)`,
    gridTemplateAreas: '"logo name" "logo badge" "usage usage"',
    columnGap: vars.space.medium,
    rowGap: vars.space.xsmall,
    alignItems: 'center',
    padding: vars.space.large,
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.small,
    color: vars.color.text,
    textAlign: 'start',
    font: 'inherit',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.borderStrong },
      '&[data-pressed]': { background: vars.color.surfaceRaised },
    },
  },
]);

export const logo = style({
  gridArea: 'logo',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: `calc(${vars.size.icon} * 2.25)`,
  height: `calc(${vars.size.icon} * 2.25)`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});

export const name = style({
  gridArea: 'name',
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const badge = style({ gridArea: 'badge' });

export const usage = style({
  gridArea: 'usage',
  marginTop: vars.space.small,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

/** The configuration view: back button, then the gateway's card. */
export const detail = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minWidth: 0 });

export const back = style({ alignSelf: 'flex-start' });

export const form = style({ gap: vars.space.xlarge });

/** The credentials: one column on phones, two from tablets up. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  alignItems: 'start',
  maxWidth: formWidth,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space.xlarge },
  },
});

/** The notification URL to register in the provider's dashboard, with its copy button. */
export const notification = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  maxWidth: formWidth,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const notificationBox = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});

export const notificationUrl = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.small,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

export const methods = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

/** The form's buttons: stacked full width on phones, in a row from tablets up. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'center', flexWrap: 'wrap' } },
});

export const notice = style({ maxWidth: formWidth });

/** A short muted line (the validation in progress, a hint beside a control). */
export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

/** The routing: the three methods' selects, then the contingency. */
export const routing = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  alignItems: 'start',
  maxWidth: formWidth,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space.xlarge },
  },
});

/** Test mode's cards. */
export const testCards = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: vars.space.medium,
  listStyle: 'none',
  maxWidth: formWidth,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});

export const testCard = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.normal,
});

export const cardNumber = style({
  fontFamily: vars.font.mono,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const cardOutcome = style({ color: vars.color.textMuted });

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.xxlarge,
});
