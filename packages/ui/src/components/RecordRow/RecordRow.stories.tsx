import type { Meta, StoryObj } from '@storybook/react-vite';
import { BadgeCheck, Globe, TicketPercent, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { RecordFact, RecordList, RecordRow } from './RecordRow.tsx';

const meta = {
  title: 'Layout/RecordRow',
  component: RecordRow,
  // Also in the light theme and on a phone, where the facts wrap under the title.
  tags: ['screen'],
  decorators: [
    (Story) => (
      <RecordList aria-label="Cupons">
        <Story />
      </RecordList>
    ),
  ],
  args: {
    icon: <TicketPercent size={18} aria-hidden />,
    title: 'Boas-vindas',
    meta: 'Código BEMVINDO10',
    facts: (
      <>
        <RecordFact label="Desconto">10%</RecordFact>
        <RecordFact label="Usos">usado 12 de 100</RecordFact>
        <RecordFact label="Validade">até 31/12/2026</RecordFact>
      </>
    ),
    actions: (
      <Button variant="ghost" size="small" iconOnly aria-label="Excluir cupom BEMVINDO10" onPress={fn()}>
        <Trash2 size={16} aria-hidden />
      </Button>
    ),
  },
} satisfies Meta<typeof RecordRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithFacts: Story = {
  play: async ({ canvas }) => {
    const row = canvas.getByRole('listitem');
    await expect(within(row).getByText('Boas-vindas')).toBeVisible();
    const term = within(row).getByText('Desconto');
    await expect(term.tagName).toBe('DT');
    await expect(term.nextElementSibling).toHaveTextContent('10%');
    await expect(within(row).getByRole('button', { name: 'Excluir cupom BEMVINDO10' })).toBeVisible();
  },
};

/** The record in the form: outlined, with a badge. */
export const Current: Story = {
  args: {
    isCurrent: true,
    badges: (
      <Badge tone="info" icon={<BadgeCheck size={12} aria-hidden />}>
        Em edição
      </Badge>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveAttribute('data-current', 'true');
    await expect(canvas.getByText('Em edição')).toBeVisible();
  },
};

/** No facts: title and meta, with a wide action that fills the row on phones. */
export const Compact: Story = {
  args: {
    icon: <Globe size={18} aria-hidden />,
    title: 'loja.minhamarca.com.br',
    meta: 'Aguardando DNS',
    facts: undefined,
    wideActions: true,
    actions: (
      <Button variant="secondary" size="small" onPress={fn()}>
        Verificar DNS
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verificar DNS' }));
    await expect(canvas.getByRole('listitem').querySelector('dl')).toBeNull();
  },
};

/** A long name and meta wrap inside the row; the actions keep their place. */
export const LongTitle: Story = {
  args: {
    title: 'Kit Presente Edição Limitada de Fim de Ano com Caneca, Camiseta Oversized e Chaveiro',
    meta: 'https://minhaloja.pagora.com.br/checkout/kit-presente-edicao-limitada-de-fim-de-ano',
  },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('listitem');
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
    await expect(canvas.getByRole('button', { name: 'Excluir cupom BEMVINDO10' })).toBeVisible();
  },
};
