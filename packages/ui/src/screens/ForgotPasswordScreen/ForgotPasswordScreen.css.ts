import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const backLink = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });
