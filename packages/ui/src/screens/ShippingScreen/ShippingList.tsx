import type { ShippingOption } from '@pagora/contract';
import { BadgeCheck, Truck } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Card, CardHeader } from '../../components/Card/Card.tsx';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog/ConfirmDeleteDialog.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { RecordFact, RecordList, RecordRow } from '../../components/RecordRow/RecordRow.tsx';
import { RecordListBody } from '../private/RecordListBody.tsx';
import { RowActions } from '../private/RowActions.tsx';
import { deliveryText, priceText } from './shipping.ts';

export interface ShippingListProps {
  /** The active store's shipping options (`GET /api/shipping?store_id=`). */
  options: ShippingOption[];
  /** Loading: a spinner until the first answer; a reload keeps the rows. */
  isLoading?: boolean;
  /** Why the options could not be loaded. */
  error?: string | null;
  onRetry?: () => void;
  /** The option in the form (edit mode), marked in the list. */
  editingId?: number | null;
  /** The edit icon: load the option into the form. */
  onEdit: (option: ShippingOption) => void;
  /** 'Sim, excluir' in the confirmation; it stays open (pending) until settled, and open on failure. */
  onDelete: (option: ShippingOption) => Promise<unknown>;
}

const count = (n: number) => (n === 1 ? '1 opção de frete' : `${n} opções de frete`);

/** The store's shipping options with price ('Grátis' at 0) and delivery time, each with edit and delete. */
export function ShippingList({
  options,
  isLoading = false,
  error,
  onRetry,
  editingId = null,
  onEdit,
  onDelete,
}: ShippingListProps) {
  const [target, setTarget] = useState<ShippingOption | null>(null);
  const [isDialogOpen, setDialogOpen] = useState(false);

  return (
    <Card as="section" aria-labelledby="fretes-lista-titulo">
      <CardHeader
        id="fretes-lista-titulo"
        title="Fretes cadastrados"
        description={
          !error && options.length > 0 ? count(options.length) : 'As opções de frete oferecidas no checkout.'
        }
      />
      <RecordListBody
        isLoading={isLoading}
        loadingLabel="Carregando fretes…"
        error={error}
        errorTitle="Erro ao buscar fretes"
        onRetry={onRetry}
        isEmpty={options.length === 0}
        empty={
          <EmptyState
            icon={<Truck aria-hidden />}
            title="Nenhum frete cadastrado para esta loja."
            description="Cadastre a primeira opção de frete no formulário acima."
          />
        }
      >
        <RecordList aria-label="Fretes">
          {options.map((option) => (
            <RecordRow
              key={option.id}
              isCurrent={option.id === editingId}
              icon={<Truck size={18} aria-hidden />}
              title={option.name}
              badges={
                option.id === editingId && (
                  <Badge tone="info" icon={<BadgeCheck size={12} aria-hidden />}>
                    Em edição
                  </Badge>
                )
              }
              facts={
                <>
                  <RecordFact label="Preço">
                    {option.price_cents === 0 ? (
                      <Badge tone="success">Grátis</Badge>
                    ) : (
                      priceText(option.price_cents)
                    )}
                  </RecordFact>
                  <RecordFact label="Prazo">{deliveryText(option)}</RecordFact>
                </>
              }
              actions={
                <RowActions
                  editLabel={`Editar frete ${option.name}`}
                  deleteLabel={`Excluir frete ${option.name}`}
                  onEdit={() => onEdit(option)}
                  onDelete={() => {
                    setTarget(option);
                    setDialogOpen(true);
                  }}
                />
              }
            />
          ))}
        </RecordList>
      </RecordListBody>
      <ConfirmDeleteDialog
        isOpen={isDialogOpen}
        onOpenChange={setDialogOpen}
        subject="o frete"
        name={target?.name}
        onConfirm={() => (target ? onDelete(target) : Promise.resolve())}
      />
    </Card>
  );
}
