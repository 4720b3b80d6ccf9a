import { composeRenderProps, Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { cx } from '../private/cx.ts';
import * as styles from './TextLink.css.ts';

export interface TextLinkProps extends RACLinkProps {}

/** An inline link in running text ('Esqueceu a senha?', 'Criar conta'); navigates through the app's router. */
export function TextLink(props: TextLinkProps) {
  return <RACLink {...props} className={composeRenderProps(props.className, (c) => cx(styles.link, c))} />;
}
