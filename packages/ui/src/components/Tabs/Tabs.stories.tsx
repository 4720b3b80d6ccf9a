import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Text } from '../Text/Text.tsx';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.tsx';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: {
    onSelectionChange: fn(),
    children: (
      <>
        <TabList aria-label="Marketing">
          <Tab id="cupons">Cupons</Tab>
          <Tab id="order-bump">Order Bump</Tab>
          <Tab id="upsell">Upsell</Tab>
        </TabList>
        <TabPanel id="cupons">
          <Text size="small">Crie cupons de desconto para a sua loja.</Text>
        </TabPanel>
        <TabPanel id="order-bump">
          <Text size="small">Ofereça um produto extra antes do pagamento.</Text>
        </TabPanel>
        <TabPanel id="upsell">
          <Text size="small">Ofereça um produto após o pagamento aprovado.</Text>
        </TabPanel>
      </>
    ),
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Cupons' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Crie cupons de desconto para a sua loja.');
  },
};

export const Switching: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Order Bump' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('order-bump');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(
      'Ofereça um produto extra antes do pagamento.',
    );
    // Arrow keys move between tabs.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Upsell' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(canvas.getByRole('tabpanel')).getByText(/após o pagamento aprovado/)).toBeVisible();
  },
};

export const Controlled: Story = {
  args: { selectedKey: 'upsell' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Upsell' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Cupons' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('cupons');
  },
};

/** Many tabs scroll sideways on a phone instead of wrapping. */
export const ManyTabs: Story = {
  args: {
    children: (
      <>
        <TabList aria-label="Apps Integrados">
          {['Shopify', 'WooCommerce', 'Utmify', 'NeoRastro', 'Reportana', 'Domínios', 'Webhooks'].map(
            (name) => (
              <Tab key={name} id={name}>
                {name}
              </Tab>
            ),
          )}
        </TabList>
        {['Shopify', 'WooCommerce', 'Utmify', 'NeoRastro', 'Reportana', 'Domínios', 'Webhooks'].map(
          (name) => (
            <TabPanel key={name} id={name}>
              <Text size="small">Integração {name}.</Text>
            </TabPanel>
          ),
        )}
      </>
    ),
  },
};
