import type { PageInfo } from '@pagora/contract';
import { Inline } from '../../components/Inline/Inline.tsx';
import { Pagination } from '../../components/Pagination/Pagination.tsx';
import * as styles from './OrdersScreen.css.ts';
import { countText } from './orders.ts';

export interface PagerProps {
  /** The page the server answered: page, page_count and total. */
  info: Pick<PageInfo, 'page' | 'page_count' | 'total'>;
  /** What is counted, singular and plural: ['pedido', 'pedidos']. */
  noun: readonly [singular: string, plural: string];
  onPageChange: (page: number) => void;
  /** Both buttons off, e.g. while the next page loads. @default false */
  isDisabled?: boolean;
}

/** '128 pedidos' and 'Página X de N' with Anterior/Próxima, each disabled at its end. */
export function Pager({ info, noun, onPageChange, isDisabled = false }: PagerProps) {
  return (
    <Inline gap="small" justifyContent="space-between">
      <p className={styles.pagerTotal}>{countText(info.total, noun[0], noun[1])}</p>
      <Pagination
        page={info.page}
        pageCount={info.page_count}
        onPageChange={onPageChange}
        isDisabled={isDisabled}
        className={styles.pagination}
      />
    </Inline>
  );
}
