import { Share2 } from 'lucide-react';
import { useId } from 'react';
import { LinkButton } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import * as styles from './NewStoreHint.css.ts';

export interface NewStoreHintProps {
  /** Where the merchant finds a product's checkout link. @default '/produtos' */
  href?: string;
  /** The link's text. @default 'Ir para Produtos' */
  label?: string;
}

/** Shown to a store without any checkout or order yet: what to do to see real figures. */
export function NewStoreHint({ href = '/produtos', label = 'Ir para Produtos' }: NewStoreHintProps) {
  const titleId = useId();
  return (
    <Card as="section" padding="medium" aria-labelledby={titleId} className={styles.hint}>
      <span className={styles.icon}>
        <Share2 aria-hidden />
      </span>
      <div className={styles.text}>
        <h2 id={titleId} className={styles.title}>
          Compartilhe o link de checkout de um produto para receber os primeiros pedidos
        </h2>
        <p className={styles.description}>
          Os números abaixo vêm dos pedidos e checkouts reais da sua loja e se atualizam assim que o primeiro
          comprador chegar.
        </p>
      </div>
      <LinkButton href={href} variant="secondary" className={styles.action}>
        {label}
      </LinkButton>
    </Card>
  );
}
