import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { SecretDialog } from './SecretDialog.tsx';
import { revealedSecret } from './SettingsScreen.fixtures.ts';

const meta = {
  title: 'Screens/Settings/SecretDialog',
  component: SecretDialog,
  args: { revealedSecret, onDismiss: fn(), onCopy: fn() },
} satisfies Meta<typeof SecretDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Guarde este segredo' });
    const inside = within(dialog);
    await expect(inside.getByText(revealedSecret.secret)).toBeVisible();
    await expect(inside.getByText(/Standard Webhooks/)).toBeVisible();
    await expect(inside.getByText('webhook-signature')).toBeVisible();
    await expect(inside.getByText(/não será mostrado novamente/)).toBeVisible();
    await userEvent.click(inside.getByRole('button', { name: 'Copiar segredo' }));
    await expect(args.onCopy).toHaveBeenCalledWith(revealedSecret.secret);
    await expect(args.onDismiss).not.toHaveBeenCalled();
  },
};

export const Dismiss: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Guarde este segredo' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Já guardei o segredo' }));
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};

export const Hidden: Story = {
  parameters: { visual: { disable: true } },
  args: { revealedSecret: null },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
