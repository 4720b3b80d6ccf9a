import { formatCents, type ProductListItem } from '@pagora/contract';
import { CircleAlert, Package, Plus, RefreshCw, Search, SearchX, SquarePen, Trash2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Link as RACLink } from 'react-aria-components';
import { Badge } from '../../components/Badge/Badge.tsx';
import { button as buttonStyles } from '../../components/Button/Button.css.ts';
import { Button, LinkButton } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog/ConfirmDeleteDialog.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Inline } from '../../components/Inline/Inline.tsx';
import { Pagination } from '../../components/Pagination/Pagination.tsx';
import { cx } from '../../components/private/cx.ts';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import { Stack } from '../../components/Stack/Stack.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../components/Table/Table.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { formatCount } from '../../format.ts';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { ProductPhoto } from '../private/ProductPhoto.tsx';
import * as list from '../private/RecordList.css.ts';
import * as styles from './ProductsScreen.css.ts';

export interface ProductsScreenProps {
  /** The products of the current page (`GET /api/products?store_id=&page=`). */
  products: ProductListItem[];
  /** How many products the store has (the `X-Total-Count` header), shown in the header. */
  total: number;
  /** The current page, from 1. */
  page: number;
  /** How many pages there are; the pager shows only when there is more than one. */
  pageCount: number;
  /** A page is loading: a spinner at first; later the current rows stay, under a loading strip. */
  isLoading?: boolean;
  /** Why the list could not be loaded (shown instead of the table). */
  error?: string | null;
  /** 'Tentar novamente' in the error state. */
  onRetry?: () => void;
  onPageChange: (page: number) => void;
  /** Deletion confirmed: the dialog stays open (pending) until it settles; a rejection keeps it open. */
  onDelete: (product: ProductListItem) => Promise<void>;
  /** More buttons beside 'Criar Produto' (e.g. a store integration's sync action). */
  headerActions?: ReactNode;
  /** The search the list shows ('' for none): `products` and `total` are its matches. */
  search?: string;
  /**
   * A new search (trimmed; '' clears it), on Enter or after a pause in typing. Without it there is
   * no search box.
   */
  onSearch?: (q: string) => void;
}

/** A pause this long in typing applies the search. */
export const PRODUCT_SEARCH_PAUSE_MS = 400;

/** '1 produto', '128 produtos', '1.234 produtos'. */
export function productCount(total: number): string {
  return `${formatCount(total)} ${total === 1 ? 'produto' : 'produtos'}`;
}

/** '1 produto encontrado', '12 produtos encontrados'. */
function foundCount(total: number): string {
  return `${productCount(total)} ${total === 1 ? 'encontrado' : 'encontrados'}`;
}

/** The search box: applied on Enter, or after a pause in typing; emptied, it stops filtering. */
function ProductSearch({ search, onSearch }: { search: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(search);
  // The search as last seen from the caller, and as last sent to it.
  const [seen, setSeen] = useState(search);
  const [sent, setSent] = useState(search);
  if (search !== seen) {
    setSeen(search);
    // A change from outside (Back, 'Limpar busca'), not the echo of ours, replaces what is typed.
    if (search !== sent) {
      setSent(search);
      setText(search);
    }
  }

  const typed = text.trim();
  const apply = () => {
    if (typed === sent) return;
    setSent(typed);
    onSearch(typed);
  };

  useEffect(() => {
    if (typed === sent) return;
    const timer = setTimeout(() => {
      setSent(typed);
      onSearch(typed);
    }, PRODUCT_SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, sent, onSearch]);

  return (
    <search className={styles.search}>
      <form
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          apply();
        }}
      >
        <TextField
          label="Buscar produto"
          type="search"
          placeholder="Nome do produto"
          maxLength={120}
          value={text}
          onChange={setText}
          prefix={<Search size={16} aria-hidden />}
        />
      </form>
    </search>
  );
}

function StatusBadge({ status }: { status: ProductListItem['status'] }) {
  return status === 'active' ? <Badge tone="success">Ativo</Badge> : <Badge tone="neutral">Inativo</Badge>;
}

const createLink = (
  <LinkButton href="/produtos/novo">
    <Plus size={16} aria-hidden />
    Criar Produto
  </LinkButton>
);

/** /produtos: the active store's products, 50 a page, with edit and delete. */
export function ProductsScreen({
  products,
  total,
  page,
  pageCount,
  isLoading = false,
  error,
  onRetry,
  onPageChange,
  onDelete,
  headerActions,
  search = '',
  onSearch,
}: ProductsScreenProps) {
  // The product stays while the dialog animates out, so its text does not go blank.
  const [target, setTarget] = useState<ProductListItem | null>(null);
  const [isDialogOpen, setDialogOpen] = useState(false);
  const isFirstLoad = isLoading && products.length === 0;

  const askToDelete = (product: ProductListItem) => {
    setTarget(product);
    setDialogOpen(true);
  };

  let content: ReactNode;
  if (error) {
    content = (
      <Card>
        <EmptyState
          icon={<CircleAlert aria-hidden />}
          title="Erro ao buscar produtos"
          description={error}
          action={
            onRetry && (
              <Button variant="secondary" onPress={onRetry}>
                <RefreshCw size={16} aria-hidden />
                Tentar novamente
              </Button>
            )
          }
        />
      </Card>
    );
  } else if (isFirstLoad) {
    content = (
      <Card>
        <div className={styles.loading}>
          <Spinner size="large" label="Carregando produtos…" />
        </div>
      </Card>
    );
  } else if (products.length === 0 && search !== '') {
    content = (
      <Card>
        <EmptyState
          icon={<SearchX aria-hidden />}
          title={`Nenhum produto encontrado para "${search}".`}
          description="Confira a grafia ou busque por outra parte do nome."
          action={
            onSearch && (
              <Button variant="secondary" onPress={() => onSearch('')}>
                Limpar busca
              </Button>
            )
          }
        />
      </Card>
    );
  } else if (products.length === 0) {
    content = (
      <Card>
        <EmptyState
          icon={<Package aria-hidden />}
          title="Nenhum produto encontrado para esta loja."
          description="Cadastre seu primeiro produto para vendê-lo no checkout."
          action={createLink}
        />
      </Card>
    );
  } else {
    content = (
      <Card padding="none" className={styles.tableCard}>
        {isLoading && (
          <div className={styles.busy}>
            <Spinner size="small" label="Carregando produtos…" showLabel />
          </div>
        )}
        <div aria-busy={isLoading}>
          <Table aria-label="Produtos">
            <TableHeader>
              <Column className={cx(styles.compact, styles.photoColumn)}>Foto</Column>
              <Column isRowHeader className={styles.compact}>
                Produto
              </Column>
              <Column className={cx(styles.compact, styles.fitColumn, styles.priceColumn)}>Preço</Column>
              <Column className={cx(styles.compact, styles.fitColumn, styles.statusColumn)}>Status</Column>
              <Column className={cx(styles.compact, styles.fitColumn)}>Ações</Column>
            </TableHeader>
            <TableBody items={products}>
              {(product) => (
                <Row id={product.id}>
                  <Cell className={styles.compact}>
                    <ProductPhoto src={product.image_url} alt={product.name} />
                  </Cell>
                  <Cell className={styles.compact} textValue={product.name}>
                    <span className={styles.name}>{product.name}</span>
                    {product.price_cents !== undefined && (
                      <span className={styles.priceUnderName}>{formatCents(product.price_cents)}</span>
                    )}
                    <span className={styles.statusUnderName}>
                      <StatusBadge status={product.status} />
                    </span>
                  </Cell>
                  <Cell className={cx(styles.compact, styles.priceColumn)}>
                    {product.price_cents === undefined ? '—' : formatCents(product.price_cents)}
                  </Cell>
                  <Cell className={cx(styles.compact, styles.statusColumn)}>
                    <StatusBadge status={product.status} />
                  </Cell>
                  <Cell className={styles.compact}>
                    <Inline gap="xsmall" wrap={false}>
                      <RACLink
                        href={`/produtos/editar/${product.id}`}
                        aria-label={`Editar ${product.name}`}
                        className={buttonStyles({ variant: 'ghost', size: 'small', iconOnly: true })}
                      >
                        <SquarePen size={16} aria-hidden />
                      </RACLink>
                      <Button
                        variant="ghost"
                        size="small"
                        iconOnly
                        aria-label={`Excluir ${product.name}`}
                        className={list.deleteButton}
                        onPress={() => askToDelete(product)}
                      >
                        <Trash2 size={16} aria-hidden />
                      </Button>
                    </Inline>
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        </div>
        {pageCount > 1 && (
          <div className={styles.footer}>
            <Pagination
              page={page}
              pageCount={pageCount}
              onPageChange={onPageChange}
              isDisabled={isLoading}
            />
          </div>
        )}
      </Card>
    );
  }

  const showCount = !error && !isFirstLoad;
  // Nothing to search in a store without products (its empty state invites the first one instead).
  const showSearch = onSearch !== undefined && !error && (search !== '' || products.length > 0 || isLoading);
  return (
    <Stack gap="xlarge">
      <PageHeader
        title="Produtos"
        description={
          showCount ? (search ? foundCount(total) : productCount(total)) : 'Gerencie os produtos da sua loja.'
        }
        actions={
          <>
            {headerActions}
            {createLink}
          </>
        }
      />
      {showSearch && <ProductSearch search={search} onSearch={onSearch} />}
      {content}
      <ConfirmDeleteDialog
        isOpen={isDialogOpen}
        onOpenChange={setDialogOpen}
        subject="o produto"
        name={target?.name}
        onConfirm={() => (target ? onDelete(target) : Promise.resolve())}
      />
    </Stack>
  );
}
