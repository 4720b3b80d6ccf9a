import {
  DEFAULT_RECOVERY_METHODS,
  PIX_DELAY_TOO_LONG_MESSAGE,
  RECOVERY_SUBJECT_REQUIRED_MESSAGE,
  type RecoveryMethods,
} from '@pagora/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PaymentRecoverySettings } from './PaymentRecoverySettings.tsx';

/** PIX and card declined turned on, the PIX reminder after 10 minutes. */
const methods: RecoveryMethods = {
  ...DEFAULT_RECOVERY_METHODS,
  pix_pending: { ...DEFAULT_RECOVERY_METHODS.pix_pending, enabled: true, delay_minutes: 10 },
  card_declined: { ...DEFAULT_RECOVERY_METHODS.card_declined, enabled: true },
};

const meta = {
  title: 'Screens/Orders/PaymentRecoverySettings',
  component: PaymentRecoverySettings,
  args: {
    state: { status: 'ready', data: methods },
    onSave: fn(() => Promise.resolve()),
    onRetry: fn(),
    defaultExpanded: true,
  },
} satisfies Meta<typeof PaymentRecoverySettings>;

export default meta;
type Story = StoryObj<typeof meta>;

const never = () => new Promise<never>(() => {});

/** The fieldset of one case, by its legend. */
const caseOf = (canvas: ReturnType<typeof within>, legend: string) =>
  within(canvas.getByRole('group', { name: legend }));

export const Loading: Story = {
  tags: ['screen'],
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando recuperação por forma de pagamento…')).toBeVisible();
  },
};

export const Filled: Story = {
  tags: ['screen'],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: /Recuperação por forma de pagamento/ }),
    ).toBeVisible();
    await expect(canvas.getByText('2 de 4 ativas')).toBeVisible();
    // The placeholders, each with what it becomes.
    for (const placeholder of ['{nome}', '{loja}', '{pedido}', '{valor}']) {
      await expect(canvas.getByText(placeholder, { selector: 'dt' })).toBeVisible();
    }
    await expect(canvas.getByText('número do pedido')).toBeVisible();

    const pix = caseOf(canvas, 'PIX gerado e não pago');
    await expect(pix.getByRole('switch', { name: 'Enviar e-mail: PIX gerado e não pago' })).toBeChecked();
    await expect(pix.getByRole('textbox', { name: 'Enviar após (minutos)' })).toHaveValue('10');
    await expect(pix.getByText('Minutos depois de o PIX ser gerado (antes de ele expirar).')).toBeVisible();
    await expect(pix.getByRole('textbox', { name: 'Assunto' })).toHaveValue(
      'Seu PIX ainda não foi pago — {loja}',
    );

    // A case turned off keeps its settings, read-only.
    const due = caseOf(canvas, 'Boleto vence amanhã');
    await expect(due.getByRole('switch', { name: 'Enviar e-mail: Boleto vence amanhã' })).not.toBeChecked();
    await expect(due.getByRole('textbox', { name: 'Enviar após (minutos)' })).toBeDisabled();
    await expect(due.getByText('Minutos antes do vencimento do boleto (24 horas).')).toBeVisible();
    await expect(caseOf(canvas, 'Boleto vencido').getByRole('switch')).not.toBeChecked();
    await expect(caseOf(canvas, 'Cartão recusado').getByRole('switch')).toBeChecked();
  },
};

export const Save: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvas }) => {
    const due = caseOf(canvas, 'Boleto vence amanhã');
    await userEvent.click(due.getByRole('switch'));
    const delay = due.getByRole('textbox', { name: 'Enviar após (minutos)' });
    await userEvent.clear(delay);
    await userEvent.type(delay, '720');
    const subject = due.getByRole('textbox', { name: 'Assunto' });
    await userEvent.clear(subject);
    // '{{' types a literal '{' (user-event reads '{…}' as a key).
    await userEvent.type(subject, 'Amanhã vence, {{nome}!');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      ...methods,
      boleto_due: {
        ...methods.boleto_due,
        enabled: true,
        delay_minutes: 720,
        subject: 'Amanhã vence, {nome}!',
      },
    });
  },
};

export const ValidationError: Story = {
  tags: ['screen'],
  play: async ({ args, canvas }) => {
    const pix = caseOf(canvas, 'PIX gerado e não pago');
    const delay = pix.getByRole('textbox', { name: 'Enviar após (minutos)' });
    await userEvent.clear(delay);
    await userEvent.type(delay, '45');
    const card = caseOf(canvas, 'Cartão recusado');
    await userEvent.clear(card.getByRole('textbox', { name: 'Assunto' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await pix.findByText(PIX_DELAY_TOO_LONG_MESSAGE)).toBeVisible();
    await expect(pix.getByRole('textbox', { name: 'Enviar após (minutos)' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(card.getByText(RECOVERY_SUBJECT_REQUIRED_MESSAGE)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { onSave: fn(never) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Salvar/ })).toHaveAttribute('data-pending', 'true'),
    );
    await expect(caseOf(canvas, 'PIX gerado e não pago').getByRole('switch')).toBeDisabled();
  },
};

export const ServerError: Story = {
  tags: ['screen'],
  args: { onSave: fn(() => Promise.reject(new Error('Loja não encontrada.'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('Loja não encontrada.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Salvar' })).not.toHaveAttribute('data-pending');
  },
};

export const LoadError: Story = {
  tags: ['screen'],
  args: { state: { status: 'error', message: 'Não foi possível conectar ao servidor.' } },
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByText('Não foi possível carregar a recuperação por forma de pagamento.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
