import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Select } from './Select.tsx';

const productTypes = [
  { id: 'physical', label: 'Produto físico' },
  { id: 'digital', label: 'Produto digital' },
  { id: 'service', label: 'Serviço' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Tipo de Produto', items: productTypes, name: 'productType', onSelectionChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 472, minHeight: 220, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Tipo de Produto/ })).toHaveTextContent(
      'Selecione uma opção',
    );
  },
};

export const Open: Story = {
  args: { defaultSelectedKey: 'physical' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Tipo de Produto/ }));
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(3);
    await expect(within(listbox).getByRole('option', { name: 'Produto físico' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const ChooseOption: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Tipo de Produto/ });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Produto digital' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('digital');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Produto digital');
    // The hidden native select carries the value into the form.
    await expect(canvas.getByRole('combobox', { hidden: true })).toHaveValue('digital');
  },
};

export const KeyboardChoice: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('button', { name: /Tipo de Produto/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('service');
  },
};

export const Filled: Story = {
  args: { defaultSelectedKey: 'physical' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Tipo de Produto/ })).toHaveTextContent('Produto físico');
  },
};

export const WithDescription: Story = {
  args: { description: 'Produtos físicos exigem frete no checkout.' },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Escolha o tipo do produto.', isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Escolha o tipo do produto.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'digital' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Tipo de Produto/ })).toBeDisabled();
  },
};
