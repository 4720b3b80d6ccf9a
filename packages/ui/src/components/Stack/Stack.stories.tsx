import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Text } from '../Text/Text.tsx';
import { Stack } from './Stack.tsx';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    children: [
      <Text key="a">Nome da loja</Text>,
      <Text key="b" tone="muted" size="small">
        Aparece para o comprador no checkout.
      </Text>,
      <Button key="c">Salvar</Button>,
    ],
  },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const stack = canvas.getByText('Nome da loja').parentElement!;
    await expect(getComputedStyle(stack).flexDirection).toBe('column');
    await expect(getComputedStyle(stack).rowGap).toBe('12px');
  },
};

export const Loose: Story = {
  args: { gap: 'xlarge' },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('Nome da loja').parentElement!).rowGap).toBe('24px');
  },
};
