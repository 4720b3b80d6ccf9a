import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css.ts';
import { toneText } from '../private/tone.ts';

const tone = (color: string, soft: string) => ({ background: soft, color: toneText(color) });

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    width: 'fit-content',
    paddingBlock: vars.space.xxsmall,
    paddingInline: vars.space.small,
    border: '1px solid transparent',
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xsmall,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.normal,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: {
        background: vars.color.surfaceRaised,
        borderColor: vars.color.border,
        color: vars.color.textMuted,
      },
      primary: tone(vars.color.primary, vars.color.primarySoft),
      success: tone(vars.color.success, vars.color.successSoft),
      warning: tone(vars.color.warning, vars.color.warningSoft),
      danger: tone(vars.color.danger, vars.color.dangerSoft),
      info: tone(vars.color.info, vars.color.infoSoft),
    },
  },
  defaultVariants: { tone: 'neutral' },
});
