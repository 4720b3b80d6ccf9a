import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card, CardHeader } from '../Card/Card.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Columns } from './Columns.tsx';

const meta = {
  title: 'Layout/Columns',
  component: Columns,
  // Also in the light theme and on a phone, where the columns stack.
  tags: ['screen'],
  args: {
    children: [
      <TextField key="nome" label="Nome" defaultValue="Ana Souza" />,
      <TextField key="email" label="E-mail" defaultValue="ana@lojadaana.com.br" />,
      <TextField key="telefone" label="Telefone" defaultValue="(11) 98765-4321" />,
      <TextField key="cpf" label="CPF" defaultValue="123.456.789-09" />,
    ],
  },
} satisfies Meta<typeof Columns>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two columns from tablets up; one on phones. */
export const TwoColumns: Story = {
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: 'Nome' });
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    const side = window.innerWidth >= 768;
    const [a, b] = [name.getBoundingClientRect(), email.getBoundingClientRect()];
    // Side by side (same top) on wide screens, stacked on phones.
    await expect(a.top === b.top).toBe(side);
  },
};

export const ThreeColumnsFromDesktop: Story = {
  args: {
    columns: 3,
    collapseBelow: 'desktop',
    children: ['Pedidos', 'Faturamento', 'Ticket médio'].map((title) => (
      <Card key={title}>
        <CardHeader title={title} description="Últimos 30 dias" />
      </Card>
    )),
  },
  play: async ({ canvas }) => {
    const cards = ['Pedidos', 'Faturamento', 'Ticket médio'].map((name) =>
      canvas.getByRole('heading', { name }).getBoundingClientRect(),
    );
    const side = window.innerWidth >= 1024;
    await expect(cards[0]!.top === cards[2]!.top).toBe(side);
  },
};

/** A long unbroken value wraps inside its column instead of widening it. */
export const LongContent: Story = {
  parameters: { visual: { disable: true } },
  args: {
    children: [
      <p key="a" style={{ overflowWrap: 'anywhere', margin: 0 }}>
        https://minhaloja.pagora.com.br/checkout/produto-com-um-endereco-muito-comprido-e-sem-espacos
      </p>,
      <p key="b" style={{ margin: 0 }}>
        Curto
      </p>,
    ],
  },
  play: async ({ canvasElement }) => {
    const grid = canvasElement.firstElementChild as HTMLElement;
    await expect(grid.scrollWidth).toBeLessThanOrEqual(grid.clientWidth);
  },
};
