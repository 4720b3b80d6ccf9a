import { style } from '@vanilla-extract/css';
import { spanNarrow, spanWide } from '../private/styles.css.ts';
import { checkoutVars, fontSize, fontWeight, space } from '../theme.css.ts';

export const shipping = style({ display: 'grid', gap: space.medium, marginTop: space.xlarge });

export const legend = style({
  fontSize: fontSize.medium,
  fontWeight: fontWeight.semibold,
  marginBottom: space.medium,
  float: 'left',
  width: '100%',
});

export const empty = style({
  padding: space.large,
  borderRadius: checkoutVars.radius.small,
  border: `1px dashed ${checkoutVars.color.border}`,
  color: checkoutVars.color.mutedText,
});

export const update = style({ justifySelf: 'start' });

/**
 * 'Buscar CEP' beside the CEP, level with the field's input: below a label's line (the field's
 * label is body size at line height 1.4, then its 6px gap), so a message under the CEP does not
 * push the button down.
 */
export const lookup = style([
  spanNarrow[2],
  spanWide[3],
  { display: 'flex', alignItems: 'flex-start', paddingTop: `calc(${fontSize.body} * 1.4 + 6px)` },
]);

/** The lookup's message: a whole row, kept (empty) so the form does not jump when it appears. */
export const cepStatus = style([
  spanNarrow[6],
  spanWide[6],
  {
    margin: 0,
    minHeight: '1.4em',
    fontSize: fontSize.small,
    lineHeight: 1.4,
    color: checkoutVars.color.mutedText,
  },
]);
export const cepProblem = style({ color: checkoutVars.color.danger });
