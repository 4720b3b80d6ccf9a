import type { Coupon } from '@pagora/contract';
import { BadgeCheck, TicketPercent, UserCheck, Zap } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Card, CardHeader } from '../../components/Card/Card.tsx';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog/ConfirmDeleteDialog.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { RecordFact, RecordList, RecordRow } from '../../components/RecordRow/RecordRow.tsx';
import { formatCount } from '../../format.ts';
import * as list from '../private/RecordList.css.ts';
import { RecordListBody } from '../private/RecordListBody.tsx';
import { RowActions } from '../private/RowActions.tsx';
import { discountText, validityText } from './coupons.ts';

export interface CouponListProps {
  /** The active store's coupons (`GET /api/coupons?store_id=`). */
  coupons: Coupon[];
  /** Loading: a spinner until the first answer; a reload keeps the rows. */
  isLoading?: boolean;
  /** Why the coupons could not be loaded. */
  error?: string | null;
  onRetry?: () => void;
  /** The coupon in the form (edit mode), marked in the list. */
  editingId?: number | null;
  /** The edit icon: load the coupon into the form. */
  onEdit: (coupon: Coupon) => void;
  /** 'Sim, excluir' in the confirmation; it stays open (pending) until settled, and open on failure. */
  onDelete: (coupon: Coupon) => Promise<unknown>;
}

const count = (n: number) => (n === 1 ? '1 cupom' : `${formatCount(n)} cupons`);

/** The store's coupons with discount, uses, validity and options, each with edit and delete. */
export function CouponList({
  coupons,
  isLoading = false,
  error,
  onRetry,
  editingId = null,
  onEdit,
  onDelete,
}: CouponListProps) {
  // The coupon stays while the dialog animates out.
  const [target, setTarget] = useState<Coupon | null>(null);
  const [isDialogOpen, setDialogOpen] = useState(false);

  return (
    <Card as="section" aria-labelledby="cupons-lista-titulo">
      <CardHeader
        id="cupons-lista-titulo"
        title="Cupons cadastrados"
        description={
          !error && !(isLoading && coupons.length === 0) && coupons.length > 0
            ? count(coupons.length)
            : 'Os cupons de desconto da loja ativa.'
        }
      />
      <RecordListBody
        isLoading={isLoading}
        loadingLabel="Carregando cupons…"
        error={error}
        errorTitle="Erro ao buscar Cupons"
        onRetry={onRetry}
        isEmpty={coupons.length === 0}
        empty={
          <EmptyState
            icon={<TicketPercent aria-hidden />}
            title="Nenhum cupom cadastrado para esta loja."
            description="Crie o primeiro cupom no formulário acima."
          />
        }
      >
        <RecordList aria-label="Cupons">
          {coupons.map((coupon) => (
            <RecordRow
              key={coupon.id}
              isCurrent={coupon.id === editingId}
              icon={<TicketPercent size={18} aria-hidden />}
              title={coupon.name}
              meta={
                <>
                  Código <span className={list.mono}>{coupon.code}</span>
                </>
              }
              badges={
                (coupon.is_unique_per_customer || coupon.is_auto_apply || coupon.id === editingId) && (
                  <>
                    {coupon.id === editingId && (
                      <Badge tone="info" icon={<BadgeCheck size={12} aria-hidden />}>
                        Em edição
                      </Badge>
                    )}
                    {coupon.is_unique_per_customer && (
                      <Badge tone="neutral" icon={<UserCheck size={12} aria-hidden />}>
                        Uso único por cliente
                      </Badge>
                    )}
                    {coupon.is_auto_apply && (
                      <Badge tone="primary" icon={<Zap size={12} aria-hidden />}>
                        Aplicação automática
                      </Badge>
                    )}
                  </>
                )
              }
              facts={
                <>
                  <RecordFact label="Desconto">{discountText(coupon)}</RecordFact>
                  <RecordFact label="Usos">
                    usado {formatCount(coupon.used_count)} de {formatCount(coupon.max_uses)}
                  </RecordFact>
                  <RecordFact label="Validade">{validityText(coupon)}</RecordFact>
                </>
              }
              actions={
                <RowActions
                  editLabel={`Editar cupom ${coupon.code}`}
                  deleteLabel={`Excluir cupom ${coupon.code}`}
                  onEdit={() => onEdit(coupon)}
                  onDelete={() => {
                    setTarget(coupon);
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
        subject="o cupom"
        onConfirm={() => (target ? onDelete(target) : Promise.resolve())}
      />
    </Card>
  );
}
