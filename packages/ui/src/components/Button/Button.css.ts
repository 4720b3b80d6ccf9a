import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css.ts';
import { focusRing } from '../private/focusRing.css.ts';

export const button = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.small,
      border: '1px solid transparent',
      borderRadius: vars.radius.medium,
      fontWeight: vars.fontWeight.semibold,
      fontSize: vars.fontSize.small,
      lineHeight: 1,
      cursor: 'pointer',
      textDecoration: 'none',
      whiteSpace: 'nowrap',
      transition: `background ${vars.duration.fast}, border-color ${vars.duration.fast}`,
      selectors: {
        '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
        '&[data-pending]': { cursor: 'progress' },
      },
    },
  ],
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.primaryText,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.primaryHover },
          '&[data-pressed]': { background: vars.color.primaryPressed },
        },
      },
      secondary: {
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { borderColor: vars.color.borderStrong },
          '&[data-pressed]': { background: vars.color.surfaceSunken },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceRaised },
          '&[data-pressed]': { background: vars.color.surfaceSunken },
        },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.dangerText,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.dangerHover },
        },
      },
    },
    size: {
      small: { height: vars.size.controlSmall, paddingInline: vars.space.medium },
      medium: { height: vars.size.control, paddingInline: vars.space.large },
      large: {
        height: vars.size.controlLarge,
        paddingInline: vars.space.xlarge,
        fontSize: vars.fontSize.medium,
      },
    },
    fullWidth: { true: { width: '100%' } },
    iconOnly: { true: { paddingInline: 0, aspectRatio: '1' } },
  },
  defaultVariants: { variant: 'primary', size: 'medium' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
