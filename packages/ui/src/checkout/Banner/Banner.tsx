import * as styles from './Banner.css.ts';

export interface BannerProps {
  imageUrl: string;
  /** Describe the banner when it carries information; decorative by default. */
  alt?: string;
}

/** The store's 728×90 banner: its box is reserved by the width/height attributes, so it never shifts the page. */
export function Banner({ imageUrl, alt = '' }: BannerProps) {
  return <img className={styles.banner} src={imageUrl} alt={alt} width={728} height={90} decoding="async" />;
}
