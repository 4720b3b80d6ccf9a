import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus, RefreshCw } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Button, LinkButton } from '../../components/Button/Button.tsx';
import { PageHeader } from './PageHeader.tsx';

const meta = {
  title: 'Screens/Pieces/PageHeader',
  component: PageHeader,
  args: {
    title: 'Produtos',
    description: 'Gerencie os produtos da sua loja.',
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleAndDescription: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Produtos' })).toBeVisible();
    await expect(canvas.getByText('Gerencie os produtos da sua loja.')).toBeVisible();
  },
};

export const TitleOnly: Story = {
  args: { title: 'Dados Pessoais', description: undefined },
};

export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button variant="secondary">
          <RefreshCw size={16} aria-hidden />
          Sincronizar com Shopify
        </Button>
        <LinkButton href="/produtos/novo">
          <Plus size={16} aria-hidden />
          Criar Produto
        </LinkButton>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Sincronizar com Shopify' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Criar Produto' })).toHaveAttribute(
      'href',
      '/produtos/novo',
    );
  },
};

export const LongTitleWraps: Story = {
  args: {
    title: 'Configuração de Checkout da loja Moda Praia Copacabana Oficial',
    description: 'Personalize a aparência e o comportamento do checkout que seus clientes veem.',
    actions: <Button>Salvar</Button>,
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
