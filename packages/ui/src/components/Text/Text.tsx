import type { ElementType, ReactNode } from 'react';
import * as styles from './Text.css.ts';

export interface TextProps extends styles.TextVariants {
  children?: ReactNode;
  /** @default 'p' */
  as?: ElementType;
  id?: string;
  className?: string;
}

/** Body text in the type scale and the theme's tones. */
export function Text({ as: Component = 'p', size, tone, weight, align, className, ...props }: TextProps) {
  return (
    <Component
      className={[styles.text({ size, tone, weight, align }), className].filter(Boolean).join(' ')}
      {...props}
    />
  );
}
