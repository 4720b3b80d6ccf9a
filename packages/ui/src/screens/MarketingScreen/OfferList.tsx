import { formatCents, type Offer } from '@pagora/contract';
import { BadgeCheck, Layers, TrendingUp } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Card, CardHeader } from '../../components/Card/Card.tsx';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog/ConfirmDeleteDialog.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { RecordFact, RecordList, RecordRow } from '../../components/RecordRow/RecordRow.tsx';
import { ProductPhoto } from '../private/ProductPhoto.tsx';
import { RecordListBody } from '../private/RecordListBody.tsx';
import { RowActions } from '../private/RowActions.tsx';
import * as styles from './offers.css.ts';
import { OFFER_TEXTS, type OfferKind, type OfferProduct, triggersText } from './offers.ts';

export interface OfferListProps {
  /** Order bump or upsell: the texts change. */
  kind: OfferKind;
  /** The store's offers of this kind (`GET /api/order-bumps?store_id=` or `/api/upsells`). */
  offers: Offer[];
  /** The store's products, to name the ones that show each offer. */
  products: OfferProduct[];
  /** Loading: a spinner until the first answer; a reload keeps the rows. */
  isLoading?: boolean;
  /** Why the offers could not be loaded. */
  error?: string | null;
  onRetry?: () => void;
  /** The offer in the form (edit mode), marked in the list. */
  editingId?: number | null;
  /** The edit icon: load the offer into the form. */
  onEdit: (offer: Offer) => void;
  /** 'Sim, excluir' in the confirmation; it stays open (pending) until settled, and open on failure. */
  onDelete: (offer: Offer) => Promise<unknown>;
}

/** The store's order bumps or upsells: product, prices, where they show and status, each with edit and delete. */
export function OfferList({
  kind,
  offers,
  products,
  isLoading = false,
  error,
  onRetry,
  editingId = null,
  onEdit,
  onDelete,
}: OfferListProps) {
  const texts = OFFER_TEXTS[kind];
  const headingId = useId();
  // The offer stays while the dialog animates out.
  const [target, setTarget] = useState<Offer | null>(null);
  const [isDialogOpen, setDialogOpen] = useState(false);
  const Icon = kind === 'bump' ? Layers : TrendingUp;

  return (
    <Card as="section" aria-labelledby={headingId}>
      <CardHeader
        id={headingId}
        title={texts.listTitle}
        description={!error && offers.length > 0 ? texts.count(offers.length) : texts.listDescription}
      />
      <RecordListBody
        isLoading={isLoading}
        loadingLabel={texts.loading}
        error={error}
        errorTitle="Erro ao buscar ofertas"
        onRetry={onRetry}
        isEmpty={offers.length === 0}
        empty={
          <EmptyState
            icon={<Icon aria-hidden />}
            title={texts.empty}
            description="Crie a primeira oferta no formulário acima."
          />
        }
      >
        <RecordList aria-label={texts.listTitle}>
          {offers.map((offer) => {
            const isCurrent = offer.id === editingId;
            const isDiscount = offer.original_price_cents > offer.offer_price_cents;
            return (
              <RecordRow
                key={offer.id}
                isCurrent={isCurrent}
                media={<ProductPhoto src={offer.product_image_url} alt={offer.product_name} />}
                title={offer.product_name}
                meta={<span className={styles.clamp}>{offer.headline}</span>}
                badges={
                  isCurrent && (
                    <Badge tone="info" icon={<BadgeCheck size={12} aria-hidden />}>
                      Em edição
                    </Badge>
                  )
                }
                facts={
                  <>
                    <RecordFact label="Preço">
                      <span className={styles.prices}>
                        {isDiscount && (
                          <span className={styles.originalPrice}>
                            <span className={styles.srOnly}>De </span>
                            {formatCents(offer.original_price_cents)}
                          </span>
                        )}
                        <span className={styles.offerPrice}>
                          {isDiscount && <span className={styles.srOnly}>por </span>}
                          {formatCents(offer.offer_price_cents)}
                        </span>
                      </span>
                    </RecordFact>
                    <RecordFact label="Exibir para">
                      {triggersText(offer.trigger_product_ids, products)}
                    </RecordFact>
                    <RecordFact label="Status">
                      <Badge tone={offer.is_active ? 'success' : 'neutral'}>
                        {offer.is_active ? 'Ativo' : 'Inativo'}
                      </Badge>
                    </RecordFact>
                  </>
                }
                actions={
                  <RowActions
                    editLabel={`Editar ${texts.name} ${offer.product_name}`}
                    deleteLabel={`Excluir ${texts.name} ${offer.product_name}`}
                    onEdit={() => onEdit(offer)}
                    onDelete={() => {
                      setTarget(offer);
                      setDialogOpen(true);
                    }}
                  />
                }
              />
            );
          })}
        </RecordList>
      </RecordListBody>
      <ConfirmDeleteDialog
        isOpen={isDialogOpen}
        onOpenChange={setDialogOpen}
        subject={`o ${texts.name}`}
        name={target?.product_name}
        onConfirm={() => (target ? onDelete(target) : Promise.resolve())}
      />
    </Card>
  );
}
