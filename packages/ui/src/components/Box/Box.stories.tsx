import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text } from '../Text/Text.tsx';
import { Box } from './Box.tsx';

const meta = {
  title: 'Layout/Box',
  component: Box,
  args: {
    padding: 'large',
    background: 'surface',
    borderRadius: 'medium',
    children: <Text>Conteúdo dentro de uma Box com espaçamento e fundo do tema.</Text>,
  },
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Surface: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText(/Conteúdo dentro de uma Box/);
    await expect(getComputedStyle(text.parentElement!).paddingTop).toBe('16px');
  },
};

export const AsSection: Story = {
  args: { as: 'section', 'aria-label': 'Seção de exemplo', background: 'surfaceRaised', padding: 'xlarge' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Seção de exemplo' }).tagName).toBe('SECTION');
  },
};

export const Responsive: Story = {
  args: {
    display: 'grid',
    gap: 'medium',
    gridTemplateColumns: { mobile: 1, tablet: 2, desktop: 4 },
    children: ['Pedidos', 'Faturamento', 'Ticket médio', 'Conversão'].map((label) => (
      <Box key={label} padding="medium" background="surfaceRaised" borderRadius="small">
        <Text size="small">{label}</Text>
      </Box>
    )),
  },
  play: async ({ canvas }) => {
    const grid = canvas.getByText('Pedidos').closest('div')!.parentElement!;
    await expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(4);
  },
};
