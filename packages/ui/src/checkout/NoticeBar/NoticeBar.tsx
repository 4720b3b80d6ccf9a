import * as styles from './NoticeBar.css.ts';

export interface NoticeBarProps {
  text: string;
}

/** The store's one-line announcement above the header, in its own colours. */
export function NoticeBar({ text }: NoticeBarProps) {
  return <p className={styles.bar}>{text}</p>;
}
