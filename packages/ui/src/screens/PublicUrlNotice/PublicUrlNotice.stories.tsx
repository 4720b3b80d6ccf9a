import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PublicUrlNotice } from './PublicUrlNotice.tsx';

const meta = {
  title: 'Screens/App/PublicUrlNotice',
  component: PublicUrlNotice,
  args: { publicUrl: 'http://localhost:3000' },
} satisfies Meta<typeof PublicUrlNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The admin in development with PUBLIC_URL unset: links would say localhost. */
export const LocalAddress: Story = {
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('note');
    await expect(note).toHaveTextContent('Ambiente de desenvolvimento');
    await expect(note).toHaveTextContent('http://localhost:3000');
    await expect(note).toHaveTextContent('Defina PUBLIC_URL');
  },
};
