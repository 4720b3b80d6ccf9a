import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DeliveryLogDrawer } from './DeliveryLogDrawer.tsx';
import { deliveries, deliveryLog, timeZone } from './SettingsScreen.fixtures.ts';

const meta = {
  title: 'Screens/Settings/DeliveryLogDrawer',
  component: DeliveryLogDrawer,
  args: { log: deliveryLog, timeZone, onClose: fn(), onRetry: fn(), onResend: fn(), onPageChange: fn() },
} satisfies Meta<typeof DeliveryLogDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const never = () => new Promise<never>(() => {});

export const Filled: Story = {
  args: { onResend: fn(never) },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Entregas de ERP da loja' });
    const rows = within(within(dialog).getByRole('list', { name: 'Entregas' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    const delivered = within(rows[0] as HTMLElement);
    await expect(delivered.getByText('Pedido aprovado')).toBeVisible();
    await expect(delivered.getByText('Entregue')).toBeVisible();
    await expect(delivered.getByText('200')).toBeVisible();
    await expect(delivered.getByText('1 tentativa')).toBeVisible();
    await expect(delivered.getByText('24/11/2025 15:03')).toBeVisible();
    const retrying = within(rows[1] as HTMLElement);
    await expect(retrying.getByText('Tentando novamente')).toBeVisible();
    await expect(retrying.getByText('2 tentativas')).toBeVisible();
    await expect(retrying.getByText('Próxima tentativa em 24/11/2025 15:09')).toBeVisible();
    await expect(retrying.getByText('Tempo esgotado após 10 s.')).toBeVisible();
    await expect(within(rows[2] as HTMLElement).getByText('Falhou')).toBeVisible();
    await expect(within(rows[2] as HTMLElement).getByText('8 tentativas')).toBeVisible();
    const pending = within(rows[3] as HTMLElement);
    await expect(pending.getByText('Pendente')).toBeVisible();
    await expect(pending.getByText('—')).toBeVisible();
    await userEvent.click(retrying.getByRole('button', { name: 'Reenviar' }));
    await expect(args.onResend).toHaveBeenCalledWith(deliveries[1]);
    await expect(retrying.getByRole('button', { name: 'Reenviar' })).toHaveAttribute('data-pending', 'true');
  },
};

export const Paged: Story = {
  parameters: { visual: { disable: true } },
  args: { log: { ...deliveryLog, page: 1, pageCount: 3 } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByText('Página 1 de 3')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: /Próxima/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { log: { ...deliveryLog, deliveries: [], isLoading: true } },
  play: async () => {
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Carregando entregas…' })).toBeVisible(),
    );
  },
};

export const Empty: Story = {
  args: { log: { ...deliveryLog, deliveries: [] } },
  play: async () => {
    await waitFor(() => expect(screen.getByText('Nenhuma entrega ainda.')).toBeVisible());
  },
};

export const LoadError: Story = {
  args: { log: { ...deliveryLog, deliveries: [], error: 'Falha ao buscar entregas.' } },
  play: async ({ args }) => {
    await waitFor(() => expect(screen.getByText('Erro ao buscar entregas')).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
