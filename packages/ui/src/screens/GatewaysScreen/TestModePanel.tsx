import { TEST_CARDS } from '@pagora/contract';
import { useId } from 'react';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Card, CardHeader } from '../../components/Card/Card.tsx';
import * as styles from './GatewaysScreen.css.ts';
import { type GatewayCard, listText, METHOD_LABELS, STATE_TONES } from './gateways.ts';

export interface TestModePanelProps {
  /** The 'Modo de teste' card of the list. */
  gateway: GatewayCard;
}

/** Modo de teste: the built-in gateway of every store (no credentials), and its test cards. */
export function TestModePanel({ gateway }: TestModePanelProps) {
  const titleId = useId();
  const uses = gateway.primary_for.map((method) => METHOD_LABELS[method]);
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader
        id={titleId}
        title={gateway.name}
        description="O gateway embutido de toda loja: nenhum dinheiro é cobrado e não há credenciais para configurar."
        action={<Badge tone={STATE_TONES[gateway.state]}>{gateway.state}</Badge>}
      />
      <p className={styles.hint}>
        {uses.length > 0
          ? `Hoje o Modo de teste recebe: ${listText(uses)}. Escolha outro gateway no roteamento para vender de verdade.`
          : 'Nenhuma forma de pagamento usa o Modo de teste: todas passam por gateways reais.'}
      </p>
      <p className={styles.hint}>
        No Modo de teste, PIX e boleto ficam pendentes até você marcar o pedido como pago. Cartões de teste
        (qualquer validade futura e CVV):
      </p>
      <ul className={styles.testCards} aria-label="Cartões de teste">
        {TEST_CARDS.map((card) => (
          <li key={card.number} className={styles.testCard}>
            <span className={styles.cardNumber}>{card.number}</span>
            <span className={styles.cardOutcome}>{card.description}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
