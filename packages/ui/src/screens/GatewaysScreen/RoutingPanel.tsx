import type { GatewayProvider } from '@pagora/contract';
import { Save } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card, CardHeader } from '../../components/Card/Card.tsx';
import { Columns } from '../../components/Columns/Columns.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { Select } from '../../components/Select/Select.tsx';
import * as styles from './GatewaysScreen.css.ts';
import {
  contingencyItems,
  type GatewayCard,
  type GatewayChoice,
  type GatewayRouting,
  METHOD_LABELS,
  NO_CONTINGENCY,
  primaryItems,
} from './gateways.ts';

export interface RoutingPanelProps {
  gateways: readonly GatewayCard[];
  /** The stored routing. */
  routing: GatewayRouting;
  /** 'Salvar roteamento'. */
  onSave: (routing: GatewayRouting) => void;
  isSaving?: boolean;
  /** Why the routing was refused (e.g. 'O Pagar.me não está ativo nesta loja.'). */
  error?: string | null;
}

const sameRouting = (a: GatewayRouting, b: GatewayRouting) =>
  a.pix === b.pix && a.card === b.card && a.boleto === b.boleto && a.card_contingency === b.card_contingency;

/**
 * Roteamento: which gateway charges each payment method (an active gateway offering it, or Modo de
 * teste) and, for cards, an optional contingency gateway tried after a recoverable refusal.
 */
export function RoutingPanel({ gateways, routing, onSave, isSaving = false, error }: RoutingPanelProps) {
  const titleId = useId();
  const [draft, setDraft] = useState(routing);
  const [shown, setShown] = useState(routing);
  if (shown !== routing) {
    setShown(routing);
    setDraft(routing);
  }

  const choose = (method: 'card' | 'pix' | 'boleto') => (key: string | null) => {
    if (!key) return;
    setDraft((current) => {
      const next = { ...current, [method]: key as GatewayChoice };
      // The contingency must differ from a real card primary.
      if (method === 'card' && (key === 'test' || key === current.card_contingency)) {
        next.card_contingency = null;
      }
      return next;
    });
  };
  const chooseContingency = (key: string | null) =>
    setDraft((current) => ({
      ...current,
      card_contingency: !key || key === NO_CONTINGENCY ? null : (key as GatewayProvider),
    }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave(draft);
  };

  const anyActive = gateways.some((gateway) => gateway.id !== 'test' && gateway.state !== 'Inativo');
  const cardIsTest = draft.card === 'test';

  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader
        id={titleId}
        title="Roteamento"
        description="Escolha o gateway que recebe cada forma de pagamento do checkout."
      />
      {!anyActive && (
        <p className={styles.hint}>
          Ative o Mercado Pago ou o Pagar.me para receber de verdade: até lá tudo passa pelo Modo de teste.
        </p>
      )}
      {error && (
        <Alert tone="danger" title="Roteamento não salvo">
          {error}
        </Alert>
      )}
      <Form onSubmit={submit} className={styles.form}>
        <Columns>
          {(['card', 'pix', 'boleto'] as const).map((method) => (
            <Select
              key={method}
              label={METHOD_LABELS[method]}
              items={primaryItems(gateways, method)}
              selectedKey={draft[method]}
              onSelectionChange={choose(method)}
            />
          ))}
          <Select
            label="Contingência do cartão"
            description={
              cardIsTest
                ? 'Escolha um gateway principal para cartão de crédito para usar a contingência.'
                : 'Um cartão recusado pelo principal por um motivo que pode mudar (saldo, dados digitados), ou um principal fora do ar, é tentado uma vez aqui. Recusas definitivas (cartão bloqueado, fraude) e respostas incertas nunca são reenviadas.'
            }
            items={contingencyItems(gateways, draft.card)}
            selectedKey={draft.card_contingency ?? NO_CONTINGENCY}
            onSelectionChange={chooseContingency}
            isDisabled={cardIsTest}
          />
        </Columns>
        <div className={styles.actions}>
          <Button type="submit" isPending={isSaving} isDisabled={sameRouting(draft, routing)}>
            {!isSaving && <Save size={16} aria-hidden />}
            Salvar roteamento
          </Button>
        </div>
      </Form>
    </Card>
  );
}
