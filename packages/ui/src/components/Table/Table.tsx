import { LoaderCircle } from 'lucide-react';
import { type CSSProperties, useRef } from 'react';
import {
  composeRenderProps,
  Cell as RACCell,
  type CellProps as RACCellProps,
  Column as RACColumn,
  type ColumnProps as RACColumnProps,
  Row as RACRow,
  type RowProps as RACRowProps,
  Table as RACTable,
  TableBody as RACTableBody,
  type TableBodyProps as RACTableBodyProps,
  TableHeader as RACTableHeader,
  type TableHeaderProps as RACTableHeaderProps,
  type TableProps as RACTableProps,
} from 'react-aria-components';
import { useScrollFocus } from '../private/useScrollFocus.ts';
import * as styles from './Table.css.ts';

const withClass = (base: string) => (className: string | undefined) =>
  [base, className].filter(Boolean).join(' ');

export interface TableProps extends RACTableProps {
  /** Names the table, e.g. 'Pedidos'. */
  'aria-label': string;
}

/** A data table (RAC Table: keyboard navigation, optional selection and row links). */
export function Table(props: TableProps) {
  const ref = useRef<HTMLDivElement>(null);
  useScrollFocus(ref);
  return (
    <div ref={ref} className={styles.scroller}>
      <RACTable {...props} className={composeRenderProps(props.className, withClass(styles.table))} />
    </div>
  );
}

export interface TableHeaderProps<T extends object> extends RACTableHeaderProps<T> {}

export function TableHeader<T extends object>(props: TableHeaderProps<T>) {
  return <RACTableHeader {...props} />;
}

export interface ColumnProps
  extends Omit<RACColumnProps, 'width' | 'defaultWidth' | 'minWidth' | 'maxWidth'> {
  /** CSS width of the column, e.g. '40%' or 120 (px). */
  width?: CSSProperties['width'];
}

export function Column({ width, style, ...props }: ColumnProps) {
  return (
    <RACColumn
      {...props}
      style={width === undefined ? style : composeRenderProps(style, (s) => ({ ...s, width }))}
      className={composeRenderProps(props.className, withClass(styles.column))}
    />
  );
}

export interface TableBodyProps<T extends object> extends RACTableBodyProps<T> {
  /** Show one 'Carregando…' row instead of the rows (and instead of the empty state). @default false */
  isLoading?: boolean;
}

/** The rows: `items` + a render function, or static `<Row>`s; `renderEmptyState` when there are none. */
export function TableBody<T extends object>({
  isLoading = false,
  renderEmptyState,
  ...props
}: TableBodyProps<T>) {
  if (isLoading) {
    return (
      <RACTableBody
        {...props}
        items={[]}
        renderEmptyState={() => (
          <div className={styles.loading}>
            <LoaderCircle size={18} className={styles.spinner} aria-hidden />
            Carregando…
          </div>
        )}
      >
        {() => <RACRow />}
      </RACTableBody>
    );
  }
  return (
    <RACTableBody
      {...props}
      renderEmptyState={
        renderEmptyState &&
        ((renderProps) => <div className={styles.empty}>{renderEmptyState(renderProps)}</div>)
      }
    />
  );
}

export interface RowProps<T extends object> extends RACRowProps<T> {}

/** A row; with `href` the whole row is a link, with `onAction` it is pressable. */
export function Row<T extends object>(props: RowProps<T>) {
  return <RACRow {...props} className={composeRenderProps(props.className, withClass(styles.row))} />;
}

export interface CellProps extends RACCellProps {}

export function Cell(props: CellProps) {
  return <RACCell {...props} className={composeRenderProps(props.className, withClass(styles.cell))} />;
}
