import { style } from '@vanilla-extract/css';
import { media } from '../../css/breakpoints.ts';
import { vars } from '../../themes/vars.css.ts';

export const form = style({ gap: vars.space.xlarge });

export const formActions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'center' } },
});

/** Margin type (R$ / %) beside the margin's value. */
export const marginRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
});

/** The Melhor Envio connection, under the origin's form. */
export const provider = style({
  display: 'grid',
  gap: vars.space.medium,
  marginTop: vars.space.xlarge,
  paddingTop: vars.space.xlarge,
  borderTop: `1px solid ${vars.color.border}`,
});

export const providerHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });
