import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus } from 'lucide-react';
import { expect } from 'storybook/test';
import { Badge } from '../Badge/Badge.tsx';
import { Button, LinkButton } from '../Button/Button.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Card, CardHeader } from './Card.tsx';

const meta = {
  title: 'Content/Card',
  component: Card,
  args: { style: { maxWidth: 560 } },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    children: (
      <>
        <CardHeader
          title="Frete"
          description="Opções de entrega oferecidas no checkout."
          action={
            <LinkButton href="/logistica" variant="secondary" size="small">
              <Plus size={16} aria-hidden />
              Novo frete
            </LinkButton>
          }
        />
        <Text size="small" tone="muted">
          Nenhum frete cadastrado para esta loja.
        </Text>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Frete' })).toBeVisible();
  },
};

export const WithForm: Story = {
  args: {
    as: 'section',
    'aria-labelledby': 'loja-titulo',
    children: (
      <>
        <CardHeader
          id="loja-titulo"
          title="Sua primeira loja"
          description="Dê um nome para começar a vender."
        />
        <Stack gap="large">
          <TextField label="Nome da loja" placeholder="Ex.: Loja da Ana" />
          <Button>Criar loja</Button>
        </Stack>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Sua primeira loja' })).toBeVisible();
  },
};

export const MediumPadding: Story = {
  args: {
    padding: 'medium',
    children: (
      <>
        <CardHeader title="Vendas aprovadas" headingLevel={3} action={<Badge tone="success">+12%</Badge>} />
        <Text size="large" weight="bold">
          R$ 12.450,90
        </Text>
      </>
    ),
  },
};

export const NoPadding: Story = {
  args: {
    padding: 'none',
    children: (
      <div style={{ display: 'grid', placeItems: 'center', height: 120 }}>
        <Text tone="muted" size="small">
          Conteúdo até as bordas (tabelas, imagens)
        </Text>
      </div>
    ),
  },
};
