import type { Meta, StoryObj } from '@storybook/react-vite';
import { MailCheck } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SettingsDisclosure } from './SettingsDisclosure.tsx';

const meta = {
  title: 'Screens/Orders/SettingsDisclosure',
  component: SettingsDisclosure<{ enabled: boolean }>,
  args: {
    title: 'Recuperação automática',
    icon: <MailCheck size={18} aria-hidden />,
    defaultExpanded: true,
    loadingLabel: 'Carregando configurações…',
    errorTitle: 'Não foi possível carregar as configurações.',
    state: { status: 'ready', data: { enabled: true } },
    summary: 'Ativada',
    onRetry: fn(),
    children: (data: { enabled: boolean }) => (
      <p>E-mails automáticos {data.enabled ? 'ligados' : 'desligados'}.</p>
    ),
  },
} satisfies Meta<typeof SettingsDisclosure<{ enabled: boolean }>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  tags: ['screen'],
  args: { state: { status: 'loading' }, summary: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Carregando configurações…')).toBeVisible();
  },
};

export const Failed: Story = {
  tags: ['screen'],
  args: { state: { status: 'error', message: 'Sem conexão com o servidor.' }, summary: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Não foi possível carregar as configurações.')).toBeVisible();
    await expect(canvas.getByText('Sem conexão com o servidor.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Loaded: the form for the settings, and their summary next to the title. */
export const Ready: Story = {
  tags: ['screen'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('E-mails automáticos ligados.')).toBeVisible();
    await expect(canvas.getByText('Ativada')).toBeVisible();
  },
};

export const Closed: Story = {
  parameters: { visual: { disable: true } },
  args: { defaultExpanded: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('E-mails automáticos ligados.')).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Recuperação automática/ }));
    await expect(canvas.getByText('E-mails automáticos ligados.')).toBeVisible();
  },
};
