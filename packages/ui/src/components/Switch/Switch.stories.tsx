import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { children: 'Produto ativo', name: 'status', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 4 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Produto ativo' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(canvas.getByText('Produto ativo'));
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const On: Story = {
  args: { defaultSelected: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Produto ativo' })).toBeChecked();
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const WithDescription: Story = {
  args: {
    children: 'Prova social ativa',
    description: 'Exibida no checkout para todos os clientes.',
    defaultSelected: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Prova social ativa' })).toHaveAccessibleDescription(
      'Exibida no checkout para todos os clientes.',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Produto ativo' })).toBeDisabled();
    await userEvent.click(canvas.getByText('Produto ativo'), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledOn: Story = {
  args: { isDisabled: true, defaultSelected: true },
};
