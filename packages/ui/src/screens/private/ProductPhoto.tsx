import { PRODUCT_PLACEHOLDER_IMAGE_URL } from '@pagora/contract';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import * as styles from './ProductPhoto.css.ts';

export interface ProductPhotoProps {
  /** The photo's URL; null, the server's placeholder URL or a URL that fails to load show the empty tile. */
  src: string | null;
  /** The photo's alternative text, e.g. the product's name. */
  alt: string;
  /** What the empty tile says to screen readers. @default 'Produto sem foto' */
  placeholderLabel?: string;
  /** @default 'thumbnail' */
  size?: 'thumbnail' | 'preview';
}

/**
 * A product's photo, or a neutral tile with an icon when it has none. The server's placeholder image
 * is drawn here instead of fetched, so it follows the theme.
 */
export function ProductPhoto({
  src,
  alt,
  placeholderLabel = 'Produto sem foto',
  size = 'thumbnail',
}: ProductPhotoProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || src === PRODUCT_PLACEHOLDER_IMAGE_URL || src === failedSrc) {
    return (
      <span
        role="img"
        aria-label={placeholderLabel}
        className={size === 'preview' ? styles.placeholderPreview : styles.placeholderThumbnail}
      >
        <ImageOff aria-hidden />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      className={styles.photo({ size })}
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
