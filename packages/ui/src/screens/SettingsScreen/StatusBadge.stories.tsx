import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../../components/Inline/Inline.tsx';
import { StatusBadge, type StatusBadgeProps } from './StatusBadge.tsx';
import { DELIVERY_STATUS } from './settings.ts';

const meta = {
  title: 'Screens/Settings/StatusBadge',
  component: StatusBadge,
  args: { tone: 'success', children: 'Entregue' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The badge's decorative dot, next to its text. */
const dotOf = (badge: HTMLElement) => badge.querySelector('[aria-hidden]') as HTMLElement;
const dotColour = (badge: HTMLElement) => getComputedStyle(dotOf(badge)).backgroundColor;

const expectBadge = async (badge: HTMLElement, text: string) => {
  await expect(badge).toBeVisible();
  await expect(badge).toHaveTextContent(text);
  await expect(dotOf(badge)).toBeVisible();
  await expect(dotOf(badge)).toHaveTextContent('');
};

export const Success: Story = {
  play: async ({ canvas }) => {
    await expectBadge(canvas.getByText('Entregue'), 'Entregue');
  },
};

export const Warning: Story = {
  args: { tone: 'warning', children: 'Tentando novamente' },
  play: async ({ canvas }) => {
    await expectBadge(canvas.getByText('Tentando novamente'), 'Tentando novamente');
  },
};

export const Danger: Story = {
  args: { tone: 'danger', children: 'Falhou' },
  play: async ({ canvas }) => {
    await expectBadge(canvas.getByText('Falhou'), 'Falhou');
  },
};

export const Neutral: Story = {
  args: { tone: 'neutral', children: 'Pendente' },
  play: async ({ canvas }) => {
    await expectBadge(canvas.getByText('Pendente'), 'Pendente');
  },
};

/** Every status the settings show: the delivery statuses and a webhook's Ativo/Desativado. */
const all: StatusBadgeProps[] = [
  ...Object.values(DELIVERY_STATUS).map(({ label, tone }) => ({ tone, children: label })),
  { tone: 'success', children: 'Ativo' },
  { tone: 'danger', children: 'Desativado' },
];

export const AllStatuses: Story = {
  render: () => (
    <Inline gap="small">
      {all.map((badge) => (
        <StatusBadge key={badge.children} tone={badge.tone}>
          {badge.children}
        </StatusBadge>
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    for (const label of ['Entregue', 'Pendente', 'Tentando novamente', 'Falhou', 'Ativo', 'Desativado']) {
      await expectBadge(canvas.getByText(label), label);
    }
    // One dot colour per tone; the same tone, the same colour.
    const colours = ['Entregue', 'Tentando novamente', 'Falhou', 'Pendente'].map((label) =>
      dotColour(canvas.getByText(label)),
    );
    await expect(new Set(colours).size).toBe(4);
    await expect(dotColour(canvas.getByText('Ativo'))).toBe(dotColour(canvas.getByText('Entregue')));
    await expect(dotColour(canvas.getByText('Desativado'))).toBe(dotColour(canvas.getByText('Falhou')));
  },
};
