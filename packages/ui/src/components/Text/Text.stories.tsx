import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from './Text.tsx';

const meta = {
  title: 'Typography/Text',
  component: Text,
  args: { children: 'Acompanhe seus pedidos e o faturamento da loja em tempo real.' },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Acompanhe seus pedidos/).tagName).toBe('P');
  },
};

export const Tones: Story = {
  render: (args) => (
    <Stack gap="small">
      {(['default', 'muted', 'primary', 'success', 'warning', 'danger'] as const).map((tone) => (
        <Text key={tone} {...args} tone={tone}>
          Tom {tone}: pedido aprovado por R$ 149,90.
        </Text>
      ))}
    </Stack>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="small">
      {(['xsmall', 'small', 'medium', 'large'] as const).map((size) => (
        <Text key={size} {...args} size={size} weight={size === 'large' ? 'semibold' : 'regular'}>
          Tamanho {size}
        </Text>
      ))}
    </Stack>
  ),
};

export const AsSpan: Story = {
  args: { as: 'span', children: 'Texto em linha' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Texto em linha').tagName).toBe('SPAN');
  },
};
