import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { syncDone, syncFailed, syncRunning, syncStarting } from './AppsScreen.fixtures.ts';
import { SyncProgress } from './SyncProgress.tsx';

const meta = {
  title: 'Screens/AppsScreen/SyncProgress',
  component: SyncProgress,
  args: { sync: syncRunning, onRetry: fn() },
} satisfies Meta<typeof SyncProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Leaves no hover or focus ring on the last button pressed, for a stable screenshot. */
const settle = async () => {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return;
  await userEvent.unhover(active);
  active.blur();
};

export const Running: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sincronizando… 50 de 120 produtos')).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: 'Sincronização de produtos' });
    await expect(bar).toHaveAttribute('aria-valuenow', '50');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '120');
    await expect(bar).toHaveAttribute('aria-valuetext', 'Sincronizando… 50 de 120 produtos');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  },
};

/** The platform has not said how many products there are yet: an indeterminate bar. */
export const RunningUnknownTotal: Story = {
  args: { sync: { ...syncStarting, processed: 7 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sincronizando… 7 produtos')).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: 'Sincronização de produtos' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    // React Aria drops aria-valuetext on an indeterminate bar; the count is the live text inside it.
    await expect(bar).toContainElement(canvas.getByText('Sincronizando… 7 produtos'));
    await expect(canvas.getByText('Sincronizando… 7 produtos')).toHaveAttribute('aria-live', 'polite');
  },
};

/** Just started: nothing processed, no total. */
export const Starting: Story = {
  parameters: { visual: { disable: true } },
  args: { sync: syncStarting },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sincronizando… 0 produtos')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Sincronização de produtos' })).not.toHaveAttribute(
      'aria-valuenow',
    );
  },
};

/** One product: the singular. */
export const RunningSingle: Story = {
  parameters: { visual: { disable: true } },
  args: { sync: { ...syncRunning, processed: 1, total: 1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sincronizando… 1 de 1 produto')).toBeVisible();
  },
};

export const Done: Story = {
  args: { sync: syncDone },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(within(status).getByText('Sincronização Concluída!')).toBeVisible();
    await expect(
      within(status).getByText('98 criados, 22 atualizados. 120 produtos sincronizados.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  },
};

/** Done without a server message: the counts alone, in the singular where it fits. */
export const DoneWithoutMessage: Story = {
  parameters: { visual: { disable: true } },
  args: { sync: { ...syncDone, created: 1, updated: 0, message: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sincronização Concluída!')).toBeVisible();
    await expect(canvas.getByText('1 criado, 0 atualizados.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { sync: syncFailed },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = within(canvas.getByRole('alert'));
    await expect(alert.getByText('Erro na Sincronização')).toBeVisible();
    await expect(
      alert.getByText('A Shopify recusou o token de acesso. Confira as credenciais e tente de novo.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await userEvent.click(alert.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await settle();
  },
};

/** The server gave no reason: a generic message. */
export const FailedWithoutError: Story = {
  args: { sync: { ...syncFailed, error: null } },
  play: async ({ args, canvasElement }) => {
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.getByText('Erro na Sincronização')).toBeVisible();
    await expect(alert.getByText('Falha na sincronização.')).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await settle();
  },
};

/** Without `onRetry` the failure has no retry button. */
export const FailedWithoutRetry: Story = {
  parameters: { visual: { disable: true } },
  args: { sync: syncFailed, onRetry: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Erro na Sincronização')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  },
};
