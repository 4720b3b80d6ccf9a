import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ThemeToggle } from './ThemeToggle.tsx';

const meta = {
  title: 'Screens/Pieces/ThemeToggle',
  component: ThemeToggle,
  args: { value: 'dark', onChange: fn() },
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dark: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Tema: Escuro' })).toBeVisible();
  },
};

export const Light: Story = { args: { value: 'light' } };

export const System: Story = { args: { value: 'system' } };

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tema: Escuro' }));
    const menu = await screen.findByRole('menu', { name: 'Tema' });
    const items = within(menu).getAllByRole('menuitemradio');
    await expect(items.map((item) => item.textContent)).toEqual(['Claro', 'Escuro', 'Sistema']);
    await expect(within(menu).getByRole('menuitemradio', { name: 'Escuro' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

export const ChooseLight: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tema: Escuro' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Claro' }));
    await expect(args.onChange).toHaveBeenCalledWith('light');
  },
};

export const ChooseSystem: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tema: Escuro' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Sistema' }));
    await expect(args.onChange).toHaveBeenCalledWith('system');
  },
};
