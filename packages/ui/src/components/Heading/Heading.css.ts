import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css.ts';

export const heading = recipe({
  base: {
    margin: 0,
    color: vars.color.text,
    lineHeight: vars.lineHeight.tight,
    fontWeight: vars.fontWeight.bold,
  },
  variants: {
    level: {
      1: { fontSize: vars.fontSize.xxxlarge, letterSpacing: '-0.02em' },
      2: { fontSize: vars.fontSize.xxlarge, letterSpacing: '-0.01em' },
      3: { fontSize: vars.fontSize.xlarge, fontWeight: vars.fontWeight.semibold },
      4: { fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.semibold },
    },
    display: { true: { fontSize: `clamp(32px, 6vw, ${vars.fontSize.display})`, letterSpacing: '-0.03em' } },
    align: { left: { textAlign: 'left' }, center: { textAlign: 'center' } },
  },
  defaultVariants: { level: 2 },
});
