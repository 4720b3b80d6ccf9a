import { style } from '@vanilla-extract/css';

/** FilePicker has no look of its own: it is a Button. This keeps the hidden input out of layout. */
export const root = style({ display: 'contents' });
