import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { settings } from './OrdersScreen.fixtures.ts';
import { NO_DELAY_CHOSEN, RecoverySettings } from './RecoverySettings.tsx';

const meta = {
  title: 'Screens/Orders/RecoverySettings',
  component: RecoverySettings,
  args: {
    state: { status: 'ready', data: settings },
    onSave: fn(() => Promise.resolve()),
    onRetry: fn(),
    defaultExpanded: true,
  },
} satisfies Meta<typeof RecoverySettings>;

export default meta;
type Story = StoryObj<typeof meta>;

const never = () => new Promise<never>(() => {});

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: /Recuperação automática/ })).toBeVisible();
    await expect(canvas.getByText('Ativada')).toBeVisible();
    await expect(
      canvas.getByRole('switch', { name: 'Enviar e-mails de recuperação automaticamente' }),
    ).toBeChecked();
    const delays = canvas.getByRole('group', { name: 'Enviar após o abandono' });
    await expect(
      within(delays)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['1 hora', '3 horas', '6 horas', '12 horas', '24 horas', '2 dias', '3 dias']);
    await expect(within(delays).getByRole('checkbox', { name: '1 hora' })).toBeChecked();
    await expect(within(delays).getByRole('checkbox', { name: '24 horas' })).toBeChecked();
    await expect(within(delays).getByRole('checkbox', { name: '3 horas' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: /Considerar abandonado após/ })).toHaveTextContent(
      '30 minutos',
    );
    await expect(canvas.getByRole('button', { name: /Fuso horário da loja/ })).toHaveTextContent(
      'Brasília (São Paulo, Rio, Sul, Nordeste)',
    );
  },
};

export const Collapsed: Story = {
  args: { defaultExpanded: false, state: { status: 'ready', data: { ...settings, recovery_auto: false } } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Recuperação automática/ });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveTextContent('Desativada');
  },
};

export const Save: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvas }) => {
    const delays = canvas.getByRole('group', { name: 'Enviar após o abandono' });
    await userEvent.click(within(delays).getByRole('checkbox', { name: '3 horas' }));
    await userEvent.click(within(delays).getByRole('checkbox', { name: '24 horas' }));
    await userEvent.click(canvas.getByRole('button', { name: /Considerar abandonado após/ }));
    await userEvent.click(await screen.findByRole('option', { name: '1 hora' }));
    await userEvent.click(canvas.getByRole('button', { name: /Fuso horário da loja/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Amazonas (Manaus)' }));
    await userEvent.click(canvas.getByRole('switch', { name: 'Avisar por e-mail a cada nova venda' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      time_zone: 'America/Manaus',
      abandon_after_minutes: 60,
      recovery_auto: true,
      recovery_delays_minutes: [60, 180],
      notify_new_sale: false,
    });
  },
};

export const AtMostThree: Story = {
  play: async ({ canvas }) => {
    const delays = canvas.getByRole('group', { name: 'Enviar após o abandono' });
    await userEvent.click(within(delays).getByRole('checkbox', { name: '3 dias' }));
    await expect(within(delays).getByRole('checkbox', { name: '3 dias' })).toBeChecked();
    // Three chosen: the others wait until one is unchecked.
    await expect(within(delays).getByRole('checkbox', { name: '3 horas' })).toBeDisabled();
    await expect(within(delays).getByRole('checkbox', { name: '1 hora' })).toBeEnabled();
    await expect(canvas.getByText('Escolha até 3 envios.')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const NoDelayChosen: Story = {
  play: async ({ args, canvas }) => {
    const delays = canvas.getByRole('group', { name: 'Enviar após o abandono' });
    await userEvent.click(within(delays).getByRole('checkbox', { name: '1 hora' }));
    await userEvent.click(within(delays).getByRole('checkbox', { name: '24 horas' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(canvas.getByText(NO_DELAY_CHOSEN)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const TurnOff: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvas }) => {
    await userEvent.click(
      canvas.getByRole('switch', { name: 'Enviar e-mails de recuperação automaticamente' }),
    );
    // Off: the delays keep their choice but cannot be changed.
    await expect(canvas.getByRole('checkbox', { name: '1 hora' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(args.onSave).toHaveBeenCalledWith({ ...settings, recovery_auto: false });
  },
};

export const Saving: Story = {
  args: { onSave: fn(never) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Salvar' })).toHaveAttribute('data-pending', 'true');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const SaveFailed: Story = {
  args: { onSave: fn(() => Promise.reject(new Error('Fuso horário inválido.'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Fuso horário inválido.');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Salvar' })).not.toHaveAttribute('data-pending'),
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Carregando configurações…' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { state: { status: 'error', message: 'Loja não encontrada.' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Não foi possível carregar as configurações.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
