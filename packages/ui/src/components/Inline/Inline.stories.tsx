import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Inline } from './Inline.tsx';

const labels = ['Hoje', 'Ontem', 'Semana', 'Mês'];

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: {
    children: labels.map((label) => (
      <Button key={label} variant="secondary" size="small">
        {label}
      </Button>
    )),
  },
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const row = canvas.getByRole('button', { name: 'Hoje' }).parentElement!;
    await expect(getComputedStyle(row).flexWrap).toBe('wrap');
    await expect(canvas.getAllByRole('button')).toHaveLength(4);
  },
};

export const NoWrap: Story = {
  args: { wrap: false, gap: 'large' },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('button', { name: 'Hoje' }).parentElement!;
    await expect(getComputedStyle(row).flexWrap).toBe('nowrap');
  },
};
