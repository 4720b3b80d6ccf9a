import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Inline } from '../Inline/Inline.tsx';
import { Button, LinkButton } from './Button.tsx';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Salvar Produto', onPress: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Produto' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <Inline>
      <Button {...args} variant="primary">
        Primário
      </Button>
      <Button {...args} variant="secondary">
        Secundário
      </Button>
      <Button {...args} variant="ghost">
        Discreto
      </Button>
      <Button {...args} variant="danger">
        Excluir
      </Button>
      <Button {...args} iconOnly aria-label="Adicionar">
        <Plus size={18} aria-hidden />
      </Button>
      <LinkButton href="/produtos/novo" variant="secondary">
        Criar Produto
      </LinkButton>
    </Inline>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Inline>
      <Button {...args} size="small">
        Pequeno
      </Button>
      <Button {...args} size="medium">
        Médio
      </Button>
      <Button {...args} size="large">
        Grande
      </Button>
    </Inline>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Produto' }), { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, children: 'Salvando…' },
};
