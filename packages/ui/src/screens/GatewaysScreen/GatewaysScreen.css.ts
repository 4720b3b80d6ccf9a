import { style } from '@vanilla-extract/css';
import { focusRing } from '../../components/private/focusRing.css.ts';
import { media } from '../../css/breakpoints.ts';
import { vars } from '../../themes/vars.css.ts';

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

export const back = style({ alignSelf: 'flex-start' });

export const form = style({ gap: vars.space.xlarge });

/** The notification URL to register in the provider's dashboard, with its copy button. */
export const notification = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
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

/** A short muted line (the validation in progress, a hint beside a control). */
export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

/** Test mode's cards. */
export const testCards = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: vars.space.medium,
  listStyle: 'none',
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
