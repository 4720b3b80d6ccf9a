import { type AllHTMLAttributes, createElement, type ElementType, forwardRef } from 'react';
import { type Sprinkles, sprinkles } from '../../css/sprinkles.css.ts';

export interface BoxProps extends Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'>, Sprinkles {
  /** The element to render. @default 'div' */
  as?: ElementType;
}

const sprinkleKeys = new Set<string>(sprinkles.properties);

/** The layout primitive: any element, styled only through sprinkles (tokens, responsive values). */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box({ as = 'div', className, ...props }, ref) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkleKeys.has(key)) atoms[key] = value;
    else rest[key] = value;
  }
  const classes = [sprinkles(atoms as Sprinkles), className].filter(Boolean).join(' ');
  return createElement(as, { ...rest, className: classes, ref });
});
