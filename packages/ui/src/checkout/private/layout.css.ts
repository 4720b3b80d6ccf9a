import { style } from '@vanilla-extract/css';

/** Marker on the page when the split layout is on: sections drop their card chrome there. */
export const splitLayout = style({});
