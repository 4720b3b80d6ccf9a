import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../css/breakpoints.ts';
import { vars } from '../../themes/vars.css.ts';

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.xlarge,
  paddingBottom: vars.space.medium,
  '@media': { [media.tablet]: { flexDirection: 'row', gap: vars.space.large } },
});

export const icon = recipe({
  base: {
    flexShrink: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.control,
    height: vars.size.control,
    borderRadius: vars.radius.full,
  },
  variants: {
    variant: {
      danger: { background: vars.color.dangerSoft, color: vars.color.danger },
      primary: { background: vars.color.primarySoft, color: vars.color.primary },
    },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, minWidth: 0 });

export const message = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});
