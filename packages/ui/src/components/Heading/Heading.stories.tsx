import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { Heading } from './Heading.tsx';

const meta = {
  title: 'Typography/Heading',
  component: Heading,
  args: { children: 'Configuração de Checkout', level: 1 },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PageTitle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Configuração de Checkout' })).toBeVisible();
  },
};

export const Levels: Story = {
  render: () => (
    <Stack gap="medium">
      <Heading level={1}>Título da página</Heading>
      <Heading level={2}>Seção</Heading>
      <Heading level={3}>Cartão</Heading>
      <Heading level={4}>Grupo de campos</Heading>
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const level of [1, 2, 3, 4]) {
      await expect(canvas.getByRole('heading', { level })).toBeVisible();
    }
  },
};

export const Display: Story = {
  args: { display: true, children: 'Checkout de alta performance' },
};
