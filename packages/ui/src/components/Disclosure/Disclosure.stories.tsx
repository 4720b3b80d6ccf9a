import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Palette, Timer } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Text } from '../Text/Text.tsx';
import { Disclosure, DisclosureGroup } from './Disclosure.tsx';

const meta = {
  title: 'Components/Disclosure',
  component: DisclosureGroup,
  args: { allowsMultipleExpanded: true, onExpandedChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <DisclosureGroup {...args}>
      <Disclosure id="cores" title="Cores" icon={<Palette size={16} aria-hidden />}>
        <Text size="small" tone="muted">
          A cor principal aparece nos botões e nos links do checkout.
        </Text>
      </Disclosure>
      <Disclosure
        id="aviso"
        title="Barra de aviso"
        summary="Desativada"
        icon={<Bell size={16} aria-hidden />}
      >
        <Text size="small" tone="muted">
          Uma faixa no topo da página com um recado curto.
        </Text>
      </Disclosure>
      <Disclosure id="escassez" title="Escassez" summary="10 minutos" icon={<Timer size={16} aria-hidden />}>
        <Text size="small" tone="muted">
          Um cronômetro que mostra por quanto tempo a oferta fica reservada.
        </Text>
      </Disclosure>
    </DisclosureGroup>
  ),
} satisfies Meta<typeof DisclosureGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button');
    await expect(buttons).toHaveLength(3);
    for (const button of buttons) await expect(button).toHaveAttribute('aria-expanded', 'false');
    // Each title is a heading holding its toggle; the summary is part of the button's name.
    await expect(canvas.getByRole('heading', { level: 3, name: /Barra de aviso/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Escassez 10 minutos' })).toBeVisible();
    await expect(canvas.queryByText(/cronômetro que mostra/)).not.toBeVisible();
  },
};

export const Expanded: Story = {
  args: { defaultExpandedKeys: ['cores', 'escassez'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Cores' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/cor principal aparece/)).toBeVisible();
    await expect(canvas.getByText(/cronômetro que mostra/)).toBeVisible();
    await expect(canvas.queryByText(/faixa no topo/)).not.toBeVisible();
  },
};

export const Toggle: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Barra de aviso/ });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/faixa no topo/)).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(new Set(['aviso']));
    // Keyboard: Enter closes it again.
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const OneAtATime: Story = {
  args: { allowsMultipleExpanded: false, defaultExpandedKeys: ['cores'] },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Escassez/ }));
    await expect(canvas.getByRole('button', { name: /Escassez/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Cores' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Standalone: Story = {
  render: () => (
    <Disclosure title="Detalhes" defaultExpanded>
      <Text size="small">Uma seção recolhível fora de um grupo ganha a própria moldura.</Text>
    </Disclosure>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Detalhes' })).toHaveAttribute('aria-expanded', 'true');
  },
};
