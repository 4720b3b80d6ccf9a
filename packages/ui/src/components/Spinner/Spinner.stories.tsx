import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Inline/Inline.tsx';
import { Spinner } from './Spinner.tsx';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const spinner = canvas.getByRole('progressbar', { name: 'Carregando…' });
    await expect(spinner).not.toHaveAttribute('aria-valuenow');
    await expect(canvas.queryByText('Carregando…')).toBeNull();
  },
};

export const WithVisibleLabel: Story = {
  args: { label: 'Carregando produtos…', showLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Carregando produtos…' })).toBeVisible();
    await expect(canvas.getByText('Carregando produtos…')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="large">
      <Spinner {...args} size="small" />
      <Spinner {...args} size="medium" />
      <Spinner {...args} size="large" />
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(3);
  },
};
