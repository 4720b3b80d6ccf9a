import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css.ts';
import { toneText } from '../private/tone.ts';

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    background: vars.color.primarySoft,
    boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
    color: toneText(vars.color.primary),
    fontWeight: vars.fontWeight.semibold,
    lineHeight: 1,
    userSelect: 'none',
  },
  variants: {
    size: {
      small: {
        width: vars.size.controlSmall,
        height: vars.size.controlSmall,
        fontSize: vars.fontSize.xsmall,
      },
      medium: { width: vars.size.control, height: vars.size.control, fontSize: vars.fontSize.small },
      large: {
        width: `calc(${vars.size.controlLarge} * 1.5)`,
        height: `calc(${vars.size.controlLarge} * 1.5)`,
        fontSize: vars.fontSize.xlarge,
      },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});
