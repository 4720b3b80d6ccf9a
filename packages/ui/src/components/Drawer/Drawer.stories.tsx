import type { Meta, StoryObj } from '@storybook/react-vite';
import { LayoutDashboard, Package, Settings, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Button } from '../Button/Button.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { Drawer } from './Drawer.tsx';

const links = [
  { label: 'Dashboard', icon: LayoutDashboard },
  { label: 'Pedidos', icon: ShoppingCart },
  { label: 'Produtos', icon: Package },
  { label: 'Configurações', icon: Settings },
];

function SampleNav() {
  return (
    <Stack gap="large" padding="large">
      <Heading level={4}>Pagora</Heading>
      <Stack as="nav" aria-label="Principal" gap="xsmall">
        {links.map(({ label, icon: Icon }) => (
          <Inline key={label} gap="small" paddingY="small">
            <Icon size={18} aria-hidden />
            <Text size="small">{label}</Text>
          </Inline>
        ))}
      </Stack>
    </Stack>
  );
}

const meta = {
  title: 'Overlays/Drawer',
  component: Drawer,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    'aria-label': 'Menu de navegação',
    children: <SampleNav />,
  },
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  // Also in the light theme and on a phone (the 'screen' baselines): its layout changes there.
  tags: ['screen'],
  play: async () => {
    const body = within(document.body);
    const drawer = await body.findByRole('dialog', { name: 'Menu de navegação' });
    await expect(within(drawer).getByText('Pedidos')).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: 'Fechar' })).toBeVisible();
  },
};

export const Right: Story = {
  args: {
    side: 'right',
    'aria-label': 'Filtros',
    children: (
      <Box padding="xlarge">
        <Stack gap="small">
          <Heading level={4}>Filtros</Heading>
          <Text size="small" tone="muted">
            Filtre os pedidos por status, forma de pagamento e período.
          </Text>
        </Stack>
      </Box>
    ),
  },
};

export const EscapeCloses: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args }) => {
    const body = within(document.body);
    await body.findByRole('dialog', { name: 'Menu de navegação' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const BackdropCloses: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args }) => {
    const body = within(document.body);
    await body.findByRole('dialog', { name: 'Menu de navegação' });
    // A press outside the panel, on the backdrop.
    await userEvent.click(document.body, { clientX: 1100, clientY: 400 } as never);
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** Opened by a menu button, as the app shell does on phones. */
export const WithTrigger: Story = {
  parameters: { visual: { disable: true } },
  render: function Render(args) {
    const [isOpen, setOpen] = useState(false);
    return (
      <>
        <Button variant="secondary" onPress={() => setOpen(true)}>
          Abrir menu
        </Button>
        <Drawer
          {...args}
          isOpen={isOpen}
          onOpenChange={(open) => {
            args.onOpenChange?.(open);
            setOpen(open);
          }}
        />
      </>
    );
  },
  args: { isOpen: false },
  play: async ({ canvas }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir menu' }));
    const drawer = await body.findByRole('dialog', { name: 'Menu de navegação' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Abrir menu' })).toHaveFocus();
  },
};
