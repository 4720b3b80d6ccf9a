import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css.ts';
import { toneBorder, toneText } from '../private/tone.ts';

/** The tone's readable colour, for the icon and title. */
const accent = createVar();

const tone = (color: string, soft: string) => ({
  background: soft,
  borderColor: toneBorder(color),
  vars: { [accent]: toneText(color) },
});

export const alert = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.medium,
    padding: vars.space.large,
    border: '1px solid transparent',
    borderRadius: vars.radius.medium,
    color: vars.color.text,
    fontSize: vars.fontSize.small,
    lineHeight: vars.lineHeight.normal,
  },
  variants: {
    tone: {
      info: tone(vars.color.info, vars.color.infoSoft),
      success: tone(vars.color.success, vars.color.successSoft),
      warning: tone(vars.color.warning, vars.color.warningSoft),
      danger: tone(vars.color.danger, vars.color.dangerSoft),
    },
  },
  defaultVariants: { tone: 'info' },
});

export const icon = style({
  flexShrink: 0,
  marginTop: '1px',
  color: accent,
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
  color: accent,
});

export const body = style({
  color: vars.color.text,
});
