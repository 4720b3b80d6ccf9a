import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShoppingCart } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from './Table.tsx';

interface Order {
  id: string;
  number: string;
  date: string;
  customer: string;
  method: string;
  value: string;
  status: string;
}

const orders: Order[] = [
  {
    id: '1',
    number: '#1042',
    date: '12/03/2026',
    customer: 'Ana Souza',
    method: 'PIX',
    value: 'R$ 149,90',
    status: 'Aprovado',
  },
  {
    id: '2',
    number: '#1041',
    date: '12/03/2026',
    customer: 'Bruno Lima',
    method: 'Cartão de crédito',
    value: 'R$ 89,00',
    status: 'Pendente',
  },
  {
    id: '3',
    number: '#1040',
    date: '11/03/2026',
    customer: 'Carla Mendes',
    method: 'Boleto',
    value: 'R$ 1.249,00',
    status: 'Recusado',
  },
];

const onRecover = fn();

interface OrdersTableProps {
  items: Order[];
  isLoading?: boolean;
}

/** The orders table of /pedidos, built from the primitives. */
function OrdersTable({ items, isLoading }: OrdersTableProps) {
  return (
    <Table aria-label="Vendas">
      <TableHeader>
        <Column isRowHeader>Pedido</Column>
        <Column>Data</Column>
        <Column>Cliente</Column>
        <Column>Pagamento</Column>
        <Column>Valor</Column>
        <Column>Status</Column>
        <Column width={120}>Ações</Column>
      </TableHeader>
      <TableBody
        items={items}
        isLoading={isLoading}
        renderEmptyState={() => (
          <EmptyState icon={<ShoppingCart aria-hidden />} title="Nenhum pedido encontrado para esta loja." />
        )}
      >
        {(order) => (
          <Row id={order.id}>
            <Cell>{order.number}</Cell>
            <Cell>{order.date}</Cell>
            <Cell>{order.customer}</Cell>
            <Cell>{order.method}</Cell>
            <Cell>{order.value}</Cell>
            <Cell>{order.status}</Cell>
            <Cell>
              <Button size="small" variant="secondary" onPress={() => onRecover(order.id)}>
                Recuperar
              </Button>
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

const meta = {
  title: 'Data/Table',
  component: OrdersTable,
  args: { items: orders },
  beforeEach: () => {
    onRecover.mockClear();
  },
} satisfies Meta<typeof OrdersTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  // Also in the light theme and on a phone (the 'screen' baselines): its layout changes there.
  tags: ['screen'],
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Vendas' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByRole('columnheader', { name: 'Cliente' })).toBeVisible();
    await expect(within(table).getByRole('rowheader', { name: '#1042' })).toBeVisible();
    await userEvent.click(within(table).getAllByRole('button', { name: 'Recuperar' })[1]!);
    await expect(onRecover).toHaveBeenCalledWith('2');
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhum pedido encontrado para esta loja.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { items: [], isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando…')).toBeVisible();
    await expect(canvas.queryByText('Nenhum pedido encontrado para esta loja.')).not.toBeInTheDocument();
  },
};

/** Row links: the whole row navigates (through the app's router). */
export const RowLinks: Story = {
  render: () => (
    <Table aria-label="Produtos">
      <TableHeader>
        <Column isRowHeader>Produto</Column>
        <Column>Status</Column>
      </TableHeader>
      <TableBody>
        <Row href="/produtos/editar/1">
          <Cell>Camiseta Básica</Cell>
          <Cell>Ativo</Cell>
        </Row>
        <Row href="/produtos/editar/2">
          <Cell>Caneca Personalizada</Cell>
          <Cell>Inativo</Cell>
        </Row>
      </TableBody>
    </Table>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('rowheader', { name: 'Camiseta Básica' })).toBeVisible();
  },
};
