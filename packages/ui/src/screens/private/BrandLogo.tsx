import * as styles from './BrandLogo.css.ts';

/** The Pagora mark and wordmark. Wrap it in a link where it leads somewhere. */
export function BrandLogo() {
  return (
    <span className={styles.logo}>
      <span className={styles.mark} aria-hidden>
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="M7 20V5h6.5a4.5 4.5 0 0 1 0 9H7" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      Pagora
    </span>
  );
}
