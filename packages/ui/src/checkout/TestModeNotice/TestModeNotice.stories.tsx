import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { loadTexts, withCheckoutTheme } from '../checkout.decorators.tsx';
import { settingsWith, templateSettings } from '../checkout.fixtures.ts';
import { TestModeNotice } from './TestModeNotice.tsx';

const meta = {
  title: 'Checkout/Pieces/TestModeNotice',
  component: TestModeNotice,
  loaders: [loadTexts],
  decorators: [withCheckoutTheme],
} satisfies Meta<typeof TestModeNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Modo de teste')).toBeVisible();
    await expect(canvas.getByRole('table', { hidden: true })).not.toBeVisible();
    await userEvent.click(canvas.getByText('Modo de teste'));
    await expect(canvas.getByRole('table', { name: 'Cartões de teste' })).toBeVisible();
  },
};

export const Expanded: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(6);
    await expect(
      canvas.getByRole('row', { name: '4000 0000 0000 9995 Recusado: saldo insuficiente' }),
    ).toBeVisible();
  },
};

export const DarkStore: Story = {
  args: { defaultOpen: true },
  parameters: { checkoutSettings: templateSettings('model-04') },
};

export const English: Story = {
  args: { defaultOpen: true },
  parameters: { checkoutSettings: settingsWith({ options: { language: 'en' } }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Declined: insufficient funds')).toBeVisible();
  },
};
