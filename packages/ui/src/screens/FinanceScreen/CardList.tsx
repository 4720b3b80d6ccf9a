import { CreditCard, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card, CardHeader } from '../../components/Card/Card.tsx';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog/ConfirmDeleteDialog.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Inline } from '../../components/Inline/Inline.tsx';
import { Stack } from '../../components/Stack/Stack.tsx';
import { RecordListBody } from '../private/RecordListBody.tsx';
import * as styles from './FinanceScreen.css.ts';
import {
  type BillingCard,
  brandName,
  type CardsResponse,
  cardExpiryText,
  cardLabel,
  type ListState,
} from './finance.ts';

export interface CardListProps {
  /** The cards on file (`GET /api/billing/cards`). */
  state: ListState<CardsResponse>;
  onRetry?: () => void;
  /** 'Tornar padrão': resolve when done, reject to leave it as it was (the app reports why). */
  onMakeDefault: (id: number) => Promise<unknown>;
  /** 'Remover' confirmed: the confirmation stays open (pending) until it settles. */
  onRemove: (id: number) => Promise<unknown>;
}

/** Cartões cadastrados: brand, last four digits, expiry, the default one, and how to change them. */
export function CardList({ state, onRetry, onMakeDefault, onRemove }: CardListProps) {
  const cards = state.status === 'ready' ? state.data.cards : [];
  const [removing, setRemoving] = useState<BillingCard | null>(null);
  const [pendingDefault, setPendingDefault] = useState<number | null>(null);

  const makeDefault = (id: number) => {
    setPendingDefault(id);
    onMakeDefault(id).then(
      () => setPendingDefault(null),
      () => setPendingDefault(null),
    );
  };

  return (
    <Card as="section" aria-labelledby="cartoes-titulo">
      <CardHeader id="cartoes-titulo" title="Cartões cadastrados" headingLevel={3} />
      <RecordListBody
        isLoading={state.status === 'loading' || (state.status === 'ready' && Boolean(state.isRefreshing))}
        loadingLabel="Carregando cartões…"
        error={state.status === 'error' ? state.message : null}
        errorTitle="Erro ao buscar cartões"
        onRetry={onRetry}
        isEmpty={cards.length === 0}
        empty={
          <EmptyState
            icon={<CreditCard aria-hidden />}
            title="Nenhum cartão cadastrado"
            description="Cadastre um cartão para as taxas não ficarem pendentes."
          />
        }
      >
        <ul className={styles.list} aria-label="Cartões cadastrados">
          {cards.map((card) => (
            <li key={card.id} className={styles.listItem} aria-label={cardLabel(card)}>
              <Stack gap="xxsmall" minWidth={0}>
                <span className={styles.itemTitle}>
                  {brandName(card)} <span className={styles.cardNumber}>•••• {card.last4}</span>
                  {card.is_default && <Badge tone="primary">Padrão</Badge>}
                </span>
                <span className={styles.itemMeta}>Validade {cardExpiryText(card)}</span>
              </Stack>
              <Inline gap="small">
                {!card.is_default && (
                  <Button
                    variant="secondary"
                    size="small"
                    isPending={pendingDefault === card.id}
                    isDisabled={pendingDefault !== null && pendingDefault !== card.id}
                    onPress={() => makeDefault(card.id)}
                  >
                    {pendingDefault !== card.id && <Star size={14} aria-hidden />}
                    Tornar padrão
                  </Button>
                )}
                <Button
                  variant="ghost"
                  size="small"
                  aria-label={`Remover ${cardLabel(card)}`}
                  onPress={() => setRemoving(card)}
                >
                  <Trash2 size={14} aria-hidden />
                  Remover
                </Button>
              </Inline>
            </li>
          ))}
        </ul>
      </RecordListBody>
      <ConfirmDeleteDialog
        isOpen={removing !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setRemoving(null);
        }}
        subject="o cartão"
        name={removing ? cardLabel(removing) : undefined}
        onConfirm={() => (removing ? onRemove(removing.id) : Promise.resolve())}
      >
        {removing?.is_default
          ? 'Ele é o seu cartão padrão: sem um cartão padrão, as taxas que o saldo não cobrir ficam pendentes.'
          : 'Ele não será mais cobrado.'}
      </ConfirmDeleteDialog>
    </Card>
  );
}
