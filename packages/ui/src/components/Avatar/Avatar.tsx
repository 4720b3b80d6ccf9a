import { useState } from 'react';
import { cx } from '../private/cx.ts';
import * as styles from './Avatar.css.ts';

export interface AvatarProps {
  /** Photo URL; without one (or if it fails to load) the name's initials are shown. */
  src?: string | null;
  /** Whose avatar: the image's alternative text and the source of the initials. */
  name: string;
  /** small 32px, medium 40px, large 72px. @default 'medium' */
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

/** 'Ana Maria Souza' → 'AS'; 'ana' → 'A'. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toLocaleUpperCase('pt-BR');
}

/** A person's photo, or their initials when there is none. */
export function Avatar({ src, name, size, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <span
      className={cx(styles.avatar({ size }), className)}
      {...(showImage ? {} : { role: 'img', 'aria-label': name })}
    >
      {showImage ? (
        <img
          src={src ?? undefined}
          alt={name}
          className={styles.image}
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        <span aria-hidden>{initials(name)}</span>
      )}
    </span>
  );
}
