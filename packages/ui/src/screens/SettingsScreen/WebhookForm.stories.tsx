import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { erpWebhook } from './SettingsScreen.fixtures.ts';
import { WebhookForm } from './WebhookForm.tsx';

const meta = {
  title: 'Screens/Settings/WebhookForm',
  component: WebhookForm,
  args: { webhook: null, onSubmit: fn(() => Promise.resolve()), onCancelEdit: fn() },
} satisfies Meta<typeof WebhookForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const never = () => new Promise<never>(() => {});

export const Create: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Novo webhook' })).toBeVisible();
    await expect(canvas.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'Carrinho abandonado',
      'Pedido criado',
      'Pedido atualizado',
      'Status alterado',
      'Pedido aprovado',
      'Pedido recusado',
    ]);
    await expect(canvas.queryByRole('button', { name: 'Cancelar Edição' })).toBeNull();
  },
};

export const RequiredFields: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Criar Webhook' }));
    await expect(canvas.getByText('Informe um nome para o webhook.')).toBeVisible();
    await expect(canvas.getByText('Informe uma URL válida (http:// ou https://).')).toBeVisible();
    await expect(canvas.getByText('Selecione pelo menos um evento.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const InvalidUrl: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome' }), 'ERP');
    await userEvent.type(canvas.getByRole('textbox', { name: 'URL' }), 'erp.minhaloja.com.br/hook');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Pedido criado' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Criar Webhook' }));
    await expect(canvas.getByText('Informe uma URL válida (http:// ou https://).')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Creates: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Nome' });
    await userEvent.type(name, '  ERP da loja ');
    await userEvent.type(canvas.getByRole('textbox', { name: 'URL' }), 'https://erp.lojadamaria.com.br/hook');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Pedido recusado' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Carrinho abandonado' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Criar Webhook' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'ERP da loja',
      url: 'https://erp.lojadamaria.com.br/hook',
      events: ['cart.abandoned', 'order.refused'],
    });
    // After a successful create the form empties.
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: 'Pedido recusado' })).not.toBeChecked();
  },
};

export const Saving: Story = {
  args: { onSubmit: fn(never) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome' }), 'ERP');
    await userEvent.type(canvas.getByRole('textbox', { name: 'URL' }), 'http://erp.local.test/hook');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Pedido aprovado' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Criar Webhook' }));
    await expect(canvas.getByRole('button', { name: 'Criar Webhook' })).toHaveAttribute(
      'data-pending',
      'true',
    );
  },
};

export const Edit: Story = {
  args: { webhook: erpWebhook },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Editar webhook' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'URL' })).toHaveValue(erpWebhook.url);
    await expect(canvas.getByRole('checkbox', { name: 'Pedido criado' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Pedido atualizado' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Pedido criado' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Alterações' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: erpWebhook.name,
      url: erpWebhook.url,
      events: ['order.approved', 'order.refused'],
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar Edição' }));
    await expect(args.onCancelEdit).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ServerErrors: Story = {
  args: {
    validationErrors: { url: 'Este endereço não é permitido: aponta para uma rede privada ou local.' },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'Este endereço não é permitido: aponta para uma rede privada ou local.',
      ),
    ).toBeVisible();
  },
};
