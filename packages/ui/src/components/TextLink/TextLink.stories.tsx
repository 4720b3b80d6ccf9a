import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Text } from '../Text/Text.tsx';
import { TextLink } from './TextLink.tsx';

const meta = {
  title: 'Content/TextLink',
  component: TextLink,
  args: { href: '/recuperar-senha', children: 'Esqueceu a senha?', onPress: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 4 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: 'Esqueceu a senha?' });
    await expect(link).toHaveAttribute('href', '/recuperar-senha');
    await userEvent.click(link);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const InText: Story = {
  render: (args) => (
    <Text size="small" tone="muted">
      Ainda não tem conta? <TextLink {...args} />
    </Text>
  ),
  args: { href: '/cadastro', children: 'Cadastre-se' },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('link', { name: 'Esqueceu a senha?' })).toHaveFocus();
  },
};
