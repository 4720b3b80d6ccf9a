import type { ReactNode } from 'react';
import * as styles from './Heading.css.ts';

export interface HeadingProps {
  /** Semantic level (h1–h4), which also sets the size. @default 2 */
  level?: 1 | 2 | 3 | 4;
  /** Landing-page hero size. @default false */
  display?: boolean;
  align?: 'left' | 'center';
  id?: string;
  className?: string;
  children: ReactNode;
}

export function Heading({ level = 2, display = false, align, className, ...props }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag
      className={[styles.heading({ level, display, align }), className].filter(Boolean).join(' ')}
      {...props}
    />
  );
}
