import { globalStyle } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css.ts';

/** thumbnail: the 48px square of the product list; preview: the form's square, as wide as its card. */
export const photo = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    background: vars.color.surfaceSunken,
    boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
    color: vars.color.textMuted,
    objectFit: 'cover',
  },
  variants: {
    size: {
      thumbnail: {
        width: vars.size.controlLarge,
        height: vars.size.controlLarge,
        borderRadius: vars.radius.medium,
      },
      preview: {
        width: '100%',
        aspectRatio: '1',
        borderRadius: vars.radius.large,
      },
    },
  },
  defaultVariants: { size: 'thumbnail' },
});

export const placeholderThumbnail = photo({ size: 'thumbnail' });
export const placeholderPreview = photo({ size: 'preview' });

globalStyle(`${placeholderThumbnail} svg`, { width: vars.size.icon, height: vars.size.icon });
globalStyle(`${placeholderPreview} svg`, {
  width: vars.size.controlLarge,
  height: vars.size.controlLarge,
  strokeWidth: 1.25,
});
