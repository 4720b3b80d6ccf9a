import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadTexts, withCheckoutTheme } from '../checkout.decorators.tsx';
import { testimonials } from '../checkout.fixtures.ts';
import { Testimonials } from './Testimonials.tsx';

const meta = {
  title: 'Checkout/Pieces/Testimonials',
  component: Testimonials,
  loaders: [loadTexts],
  decorators: [withCheckoutTheme],
  parameters: { maxWidth: 400 },
  args: { testimonials },
} satisfies Meta<typeof Testimonials>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Quem comprou recomenda' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('RT')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { testimonials: [] },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    testimonials: [
      {
        name: 'Luiza Fernandes de Oliveira Campos',
        text: 'Comprei para dar de presente ao meu pai e ele adorou. O pacote veio muito bem embalado, com um cartãozinho escrito à mão e instruções de preparo para coado e prensa francesa. Com certeza vou comprar de novo!',
        photo_url: null,
      },
    ],
  },
};
