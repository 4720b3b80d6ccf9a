import type { SocialProof } from '@pagora/contract';
import { BadgeCheck, MessageSquareQuote } from 'lucide-react';
import { useId, useState } from 'react';
import { Avatar } from '../../components/Avatar/Avatar.tsx';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Card, CardHeader } from '../../components/Card/Card.tsx';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog/ConfirmDeleteDialog.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { formatCount } from '../../format.ts';
import * as list from '../private/RecordList.css.ts';
import { RecordListBody } from '../private/RecordListBody.tsx';
import { RowActions } from '../private/RowActions.tsx';
import * as styles from './CheckoutSocialProofs.css.ts';
import { proofLabel } from './socialProofs.ts';

export interface SocialProofListProps {
  /** The store's testimonials, newest first (`GET /api/social-proofs?store_id=`). */
  proofs: SocialProof[];
  /** Loading: a spinner until the first answer; a reload keeps the rows. */
  isLoading?: boolean;
  /** Why the testimonials could not be loaded. */
  error?: string | null;
  onRetry?: () => void;
  /** The testimonial in the form (edit mode), marked in the list. */
  editingId?: number | null;
  /** The edit icon: load the testimonial into the form. */
  onEdit: (proof: SocialProof) => void;
  /** 'Sim, excluir' in the confirmation; it stays open (pending) until settled, and open on failure. */
  onDelete: (proof: SocialProof) => Promise<unknown>;
}

const count = (n: number) => (n === 1 ? '1 prova social' : `${formatCount(n)} provas sociais`);

/** The store's testimonials with photo (or initials), text and status, each with edit and delete. */
export function SocialProofList({
  proofs,
  isLoading = false,
  error,
  onRetry,
  editingId = null,
  onEdit,
  onDelete,
}: SocialProofListProps) {
  const headingId = useId();
  // The testimonial stays while the dialog animates out.
  const [target, setTarget] = useState<SocialProof | null>(null);
  const [isDialogOpen, setDialogOpen] = useState(false);
  const activeCount = proofs.filter((proof) => proof.is_active).length;

  return (
    <Card as="section" aria-labelledby={headingId}>
      <CardHeader
        id={headingId}
        title="Provas sociais cadastradas"
        description={
          !error && proofs.length > 0
            ? `${count(proofs.length)} · ${formatCount(activeCount)} ${activeCount === 1 ? 'ativa' : 'ativas'} no checkout`
            : 'Os depoimentos exibidos no checkout da loja.'
        }
      />
      <RecordListBody
        isLoading={isLoading}
        loadingLabel="Carregando provas sociais…"
        error={error}
        errorTitle="Erro ao buscar provas sociais"
        onRetry={onRetry}
        isEmpty={proofs.length === 0}
        empty={
          <EmptyState
            icon={<MessageSquareQuote aria-hidden />}
            title="Nenhuma prova social cadastrada."
            description="Cadastre o primeiro depoimento no formulário acima."
          />
        }
      >
        <ul className={list.list} aria-label="Provas sociais">
          {proofs.map((proof) => {
            const label = proofLabel(proof);
            const isCurrent = proof.id === editingId;
            return (
              <li key={proof.id} className={styles.row} data-current={isCurrent || undefined}>
                <Avatar src={proof.photo_url} name={label} className={styles.rowAvatar} />
                <div className={styles.rowTitle}>
                  <p className={list.name}>{label}</p>
                  <Badge tone={proof.is_active ? 'success' : 'neutral'}>
                    {proof.is_active ? 'Ativo' : 'Inativo'}
                  </Badge>
                  {isCurrent && (
                    <Badge tone="info" icon={<BadgeCheck size={12} aria-hidden />}>
                      Em edição
                    </Badge>
                  )}
                </div>
                <p className={styles.quote}>“{proof.text}”</p>
                <RowActions
                  editLabel={`Editar prova social de ${label}`}
                  deleteLabel={`Excluir prova social de ${label}`}
                  onEdit={() => onEdit(proof)}
                  onDelete={() => {
                    setTarget(proof);
                    setDialogOpen(true);
                  }}
                />
              </li>
            );
          })}
        </ul>
      </RecordListBody>
      <ConfirmDeleteDialog
        isOpen={isDialogOpen}
        onOpenChange={setDialogOpen}
        subject={target ? `o depoimento de ${proofLabel(target)}` : 'o depoimento'}
        onConfirm={() => (target ? onDelete(target) : Promise.resolve())}
      />
    </Card>
  );
}
