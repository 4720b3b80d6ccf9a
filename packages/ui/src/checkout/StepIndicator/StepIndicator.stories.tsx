import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadTexts, withCheckoutTheme } from '../checkout.decorators.tsx';
import { StepIndicator } from './StepIndicator.tsx';

const meta = {
  title: 'Checkout/Pieces/StepIndicator',
  component: StepIndicator,
  loaders: [loadTexts],
  decorators: [withCheckoutTheme],
  args: { steps: ['personal', 'delivery', 'payment'], current: 'personal', completed: [] },
} satisfies Meta<typeof StepIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.getByText('Dados pessoais').closest('[aria-current]')).toHaveAttribute(
      'aria-current',
      'step',
    );
  },
};

export const SecondStep: Story = {
  args: { current: 'delivery', completed: ['personal'] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Dados pessoais (concluída)' }),
    ).toHaveAttribute('href', '?step=personal');
  },
};

export const LastStep: Story = {
  args: { current: 'payment', completed: ['personal', 'delivery'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(2);
  },
};

/** Digital products skip delivery. */
export const TwoSteps: Story = {
  args: { steps: ['personal', 'payment'], current: 'payment', completed: ['personal'] },
};
