import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DeliveryLogDrawer } from './DeliveryLogDrawer.tsx';
import { deliveries, deliveryLog, keptDeliveryLog, timeZone } from './SettingsScreen.fixtures.ts';

const meta = {
  title: 'Screens/Settings/DeliveryLogDrawer',
  component: DeliveryLogDrawer,
  args: {
    log: deliveryLog,
    timeZone,
    onClose: fn(),
    onRetry: fn(),
    onResend: fn(),
    onResendFailed: fn(),
    onPageChange: fn(),
  },
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
    await expect(delivered.getByText('Pedido #1042')).toBeVisible();
    await expect(delivered.getByText('Entregue')).toBeVisible();
    await expect(delivered.getByText('200')).toBeVisible();
    await expect(delivered.getByText('1 tentativa')).toBeVisible();
    await expect(delivered.getByText('24/11/2025 15:03')).toBeVisible();
    await expect(delivered.queryByText('Teste')).toBeNull();
    const retrying = within(rows[1] as HTMLElement);
    await expect(retrying.getByText('Pedido #1041')).toBeVisible();
    await expect(retrying.getByText('Tentando novamente')).toBeVisible();
    await expect(retrying.getByText('2 tentativas')).toBeVisible();
    await expect(retrying.getByText('Próxima tentativa em 24/11/2025 15:09')).toBeVisible();
    // The class of the failure in Portuguese, and the raw error below it.
    await expect(
      retrying.getByText('O certificado HTTPS do destino não vale para este domínio.'),
    ).toBeVisible();
    await expect(
      retrying.getByText(/^Detalhe técnico: ERR_TLS_CERT_ALTNAME_INVALID: Hostname\/IP does not match/),
    ).toBeVisible();
    const failed = within(rows[2] as HTMLElement);
    await expect(failed.getByText('Falhou')).toBeVisible();
    await expect(failed.getByText('8 tentativas')).toBeVisible();
    await expect(
      failed.getByText('O destino teve um erro interno ao receber o evento (HTTP 500).'),
    ).toBeVisible();
    // The sample event of 'Testar' is marked, and has no order.
    const test = within(rows[3] as HTMLElement);
    await expect(test.getByText('Teste')).toBeVisible();
    await expect(test.queryByText(/^Pedido #/)).toBeNull();
    await expect(test.getByText('Pendente')).toBeVisible();
    await expect(test.getByText('—')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Reenviar todas as falhas' })).toBeVisible();
    await userEvent.click(retrying.getByRole('button', { name: 'Reenviar' }));
    await expect(args.onResend).toHaveBeenCalledWith(deliveries[1]);
    await expect(retrying.getByRole('button', { name: 'Reenviar' })).toHaveAttribute('data-pending', 'true');
  },
};

/** 'Reenviar todas as falhas': the button waits for the answer (the app then shows a toast). */
export const ResendAllFailed: Story = {
  parameters: { visual: { disable: true } },
  args: { onResendFailed: fn(never) },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Entregas de ERP da loja' });
    const button = within(dialog).getByRole('button', { name: 'Reenviar todas as falhas' });
    await userEvent.click(button);
    await expect(args.onResendFailed).toHaveBeenCalledOnce();
    await expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.click(button);
    await expect(args.onResendFailed).toHaveBeenCalledOnce();
    await expect(args.onResend).not.toHaveBeenCalled();
  },
};

/** Without the callback (no failures to resend in this context), no button. */
export const WithoutResendAll: Story = {
  parameters: { visual: { disable: true } },
  args: { onResendFailed: undefined },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Entregas de ERP da loja' });
    await expect(within(dialog).queryByRole('button', { name: 'Reenviar todas as falhas' })).toBeNull();
  },
};

/** A disabled webhook's log: the events it keeps wait for its reactivation. */
export const KeptWhileDisabled: Story = {
  args: { log: keptDeliveryLog },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Entregas de Automação de carrinho' });
    const rows = within(within(dialog).getByRole('list', { name: 'Entregas' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(2);
    for (const row of rows) {
      await expect(
        within(row).getByText('Aguardando a reativação do webhook para ser enviado.'),
      ).toBeVisible();
      await expect(within(row).queryByText(/^Próxima tentativa/)).toBeNull();
    }
    await expect(
      within(rows[1] as HTMLElement).getByText(
        'O destino respondeu que este endereço não existe mais (HTTP 410).',
      ),
    ).toBeVisible();
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
