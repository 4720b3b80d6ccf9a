import { type DashboardView, formatCents } from '@pagora/contract';
import { useId } from 'react';
import { Card, CardHeader } from '../../components/Card/Card.tsx';
import { cx } from '../../components/private/cx.ts';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../components/Table/Table.tsx';
import { formatCount } from '../../format.ts';
import * as styles from './ProductsSold.css.ts';
import { Bar, Bone, Loading, Trend } from './parts.tsx';
import * as pieces from './pieces.css.ts';

export interface ProductsSoldProps {
  /** Units of the period's approved orders and the best sellers by revenue (`view.products_sold`); null while they load. */
  productsSold: DashboardView['products_sold'] | null;
}

/** '1 unidade', '128 unidades'. */
export const unitCount = (units: number) => `${formatCount(units)} ${units === 1 ? 'unidade' : 'unidades'}`;

/** Units sold in the period with their trend, and the best-selling products with a bar for their revenue. */
export function ProductsSold({ productsSold }: ProductsSoldProps) {
  const titleId = useId();
  const top = productsSold?.top ?? [];
  const highest = Math.max(0, ...top.map((product) => product.revenue_cents));

  return (
    <Card as="section" padding="medium" aria-labelledby={titleId} className={pieces.piece}>
      <CardHeader id={titleId} title="Produtos vendidos" description="Unidades em vendas aprovadas." />
      {productsSold === null ? (
        <Loading label="Carregando produtos vendidos…">
          <Bone shape="value" width="third" />
          <Bone width="half" />
          <Bone width="full" />
          <Bone width="full" />
          <Bone width="full" />
        </Loading>
      ) : (
        <>
          <div className={pieces.figure}>
            <p className={pieces.value}>{unitCount(productsSold.units.value)}</p>
            <Trend compared={productsSold.units} />
          </div>
          <div className={styles.top}>
            <h3 className={cx(styles.subheading, styles.topTitle)}>Mais vendidos</h3>
            {top.length === 0 ? (
              <p className={cx(pieces.muted, styles.empty)}>Nenhum produto vendido no período.</p>
            ) : (
              <Table aria-label="Produtos mais vendidos">
                <TableHeader>
                  <Column isRowHeader className={styles.compact}>
                    Produto
                  </Column>
                  <Column className={cx(styles.compact, styles.numeric, styles.quantityColumn)}>
                    Quantidade
                  </Column>
                  <Column className={cx(styles.compact, styles.numeric)}>Faturamento</Column>
                </TableHeader>
                <TableBody>
                  {top.map((product, index) => (
                    <Row
                      key={product.product_id ?? `index-${index}`}
                      id={product.product_id ?? `index-${index}`}
                    >
                      <Cell className={cx(styles.compact, styles.productCell)} textValue={product.name}>
                        <span className={styles.productName}>{product.name}</span>
                        <Bar percent={highest > 0 ? (product.revenue_cents / highest) * 100 : 0} />
                        <span className={styles.quantityUnderName}>{unitCount(product.quantity)}</span>
                      </Cell>
                      <Cell className={cx(styles.compact, styles.numeric, styles.quantityColumn)}>
                        {formatCount(product.quantity)}
                      </Cell>
                      <Cell className={cx(styles.compact, styles.numeric)}>
                        {formatCents(product.revenue_cents)}
                      </Cell>
                    </Row>
                  ))}
                </TableBody>
              </Table>
            )}
          </div>
        </>
      )}
    </Card>
  );
}
