import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css.ts';
import { toneText } from '../private/tone.ts';

export const text = recipe({
  base: { margin: 0 },
  variants: {
    size: {
      xsmall: { fontSize: vars.fontSize.xsmall },
      small: { fontSize: vars.fontSize.small },
      medium: { fontSize: vars.fontSize.medium },
      large: { fontSize: vars.fontSize.large },
    },
    tone: {
      default: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      primary: { color: toneText(vars.color.primary) },
      danger: { color: toneText(vars.color.danger) },
      success: { color: toneText(vars.color.success) },
      warning: { color: toneText(vars.color.warning) },
      inherit: { color: 'inherit' },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      semibold: { fontWeight: vars.fontWeight.semibold },
      bold: { fontWeight: vars.fontWeight.bold },
    },
    align: { left: { textAlign: 'left' }, center: { textAlign: 'center' }, right: { textAlign: 'right' } },
  },
  defaultVariants: { size: 'medium', tone: 'default', weight: 'regular' },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
