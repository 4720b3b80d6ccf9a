import type { Product } from '@pagora/contract';
import { Copy, Link2 } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import { Card, CardHeader } from '../../components/Card/Card.tsx';
import { Pagination } from '../../components/Pagination/Pagination.tsx';
import { RecordList, RecordRow } from '../../components/RecordRow/RecordRow.tsx';
import * as list from '../private/RecordList.css.ts';
import { RecordListBody } from '../private/RecordListBody.tsx';

/** A product with the link buyers pay at (from `GET /api/products/:id`). */
export type ProductCheckoutLink = Pick<Product, 'id' | 'name' | 'checkout_url'>;

export interface ProductLinkListProps {
  /** The card's title, e.g. 'Links de pagamento'; also names the list. */
  title: string;
  description?: ReactNode;
  /** Buttons at the card header's end. */
  action?: ReactNode;
  /** What the spinner announces, e.g. 'Carregando links de pagamento…'. */
  loadingLabel: string;
  /** Shown when loaded and empty (usually an EmptyState). */
  empty: ReactNode;
  /** Extra content between the header and the list (e.g. a sync's progress). */
  children?: ReactNode;
  links: ProductCheckoutLink[];
  /** A spinner until the first answer. */
  isLoading?: boolean;
  /** Why the links could not be loaded. */
  error?: string | null;
  onRetry?: () => void;
  /** 'Copiar Link': the caller copies `url` to the clipboard and confirms. */
  onCopyLink: (url: string, product: ProductCheckoutLink) => void;
  /** The page shown, from 1 (the pager shows with more than one page and `onPageChange`). */
  page?: number;
  pageCount?: number;
  onPageChange?: (page: number) => void;
}

/** A card listing products with their checkout links and 'Copiar Link' (Landing Pages, Shopify's synced products). */
export function ProductLinkList({
  title,
  description,
  action,
  loadingLabel,
  empty,
  children,
  links,
  isLoading = false,
  error,
  onRetry,
  onCopyLink,
  page = 1,
  pageCount = 1,
  onPageChange,
}: ProductLinkListProps) {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader id={titleId} title={title} description={description} action={action} />
      {children}
      <RecordListBody
        isLoading={isLoading}
        loadingLabel={loadingLabel}
        error={error}
        errorTitle="Erro ao buscar produtos"
        onRetry={onRetry}
        isEmpty={links.length === 0}
        empty={empty}
      >
        <RecordList aria-label={title}>
          {links.map((product) => (
            <RecordRow
              key={product.id}
              icon={<Link2 size={18} aria-hidden />}
              title={product.name}
              meta={<span className={list.mono}>{product.checkout_url}</span>}
              wideActions
              actions={
                <Button
                  variant="secondary"
                  size="small"
                  fullWidth
                  aria-label={`Copiar Link de ${product.name}`}
                  onPress={() => onCopyLink(product.checkout_url, product)}
                >
                  <Copy size={16} aria-hidden />
                  Copiar Link
                </Button>
              }
            />
          ))}
        </RecordList>
        {pageCount > 1 && onPageChange && (
          <div className={list.footer}>
            <Pagination
              page={page}
              pageCount={pageCount}
              onPageChange={onPageChange}
              isDisabled={isLoading}
            />
          </div>
        )}
      </RecordListBody>
    </Card>
  );
}
