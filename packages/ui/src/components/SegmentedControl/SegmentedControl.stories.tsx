import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SegmentedControl } from './SegmentedControl.tsx';

const meta = {
  title: 'Forms/SegmentedControl',
  component: SegmentedControl,
  args: {
    label: 'Tipo de desconto',
    items: [
      { id: 'value', label: 'R$', 'aria-label': 'Valor fixo (R$)' },
      { id: 'percent', label: '%', 'aria-label': 'Percentual (%)' },
    ],
    defaultSelectedKey: 'percent',
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof SegmentedControl>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Tipo de desconto' });
    await expect(group).toBeVisible();
    const percent = canvas.getByRole('radio', { name: 'Percentual (%)' });
    const value = canvas.getByRole('radio', { name: 'Valor fixo (R$)' });
    await expect(percent).toBeChecked();
    await userEvent.click(value);
    await expect(value).toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('value');
    // One segment is always chosen: pressing the chosen one keeps it.
    await userEvent.click(value);
    await expect(value).toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenCalledOnce();
    await userEvent.click(percent);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('percent');
  },
};

export const Keyboard: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvas }) => {
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('radio', { name: 'Valor fixo (R$)' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('value');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Percentual (%)' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('percent');
  },
};

export const ThreeOptions: Story = {
  args: {
    label: 'Subdomínio',
    items: [
      { id: 'pagamento', label: 'pagamento' },
      { id: 'seguro', label: 'seguro' },
      { id: 'checkout', label: 'checkout' },
      { id: 'pay', label: 'pay' },
    ],
    defaultSelectedKey: 'checkout',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(4);
    await expect(canvas.getByRole('radio', { name: 'checkout' })).toBeChecked();
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Tipo de desconto' })).toBeVisible();
    await expect(canvas.queryByText('Tipo de desconto')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Valor fixo (R$)' })).toBeDisabled();
  },
};
