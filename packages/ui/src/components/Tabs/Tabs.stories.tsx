import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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

const appTabs = ['Shopify', 'WooCommerce', 'Utmify', 'NeoRastro', 'Reportana', 'Domínios', 'Webhooks'];

/**
 * On a phone the row scrolls sideways: the edge with more tabs fades out, and the selected tab (here
 * the last one) is scrolled into view. Tagged 'screen' for its light and mobile baselines too.
 */
export const NarrowScreen: Story = {
  tags: ['screen'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [
    (Story) => (
      // A phone's width less the page padding, so the play function measures the same row everywhere.
      <div style={{ maxWidth: 343 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    defaultSelectedKey: 'Webhooks',
    children: (
      <>
        <TabList aria-label="Apps Integrados">
          {appTabs.map((name) => (
            <Tab key={name} id={name}>
              {name}
            </Tab>
          ))}
        </TabList>
        {appTabs.map((name) => (
          <TabPanel key={name} id={name}>
            <Text size="small">Integração {name}.</Text>
          </TabPanel>
        ))}
      </>
    ),
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'Apps Integrados' });
    const inView = (name: string) => {
      const tab = canvas.getByRole('tab', { name }).getBoundingClientRect();
      const row = list.getBoundingClientRect();
      // Scrolled to the very end, sub-pixel widths can leave the last tab a fraction past the edge.
      return tab.left >= row.left - 1 && tab.right <= row.right + 1;
    };
    // The fades follow the scroll in the next render: wait for them.
    const fades = (start: boolean, end: boolean) =>
      waitFor(async () => {
        await expect(list.hasAttribute('data-more-start'), 'fade at the start').toBe(start);
        await expect(list.hasAttribute('data-more-end'), 'fade at the end').toBe(end);
      });

    // The selected last tab is in view, the row scrolled to its end: only the start edge fades.
    await expect(canvas.getByRole('tab', { name: 'Webhooks' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(inView('Webhooks'), 'Webhooks in view').toBe(true));
    await fades(true, false);

    // Home selects the first tab and brings the row back to its start: now the end edge fades.
    await userEvent.click(canvas.getByRole('tab', { name: 'Webhooks' }));
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Shopify' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(inView('Shopify'), 'Shopify in view').toBe(true));
    await expect(inView('Webhooks')).toBe(false);
    await fades(false, true);

    // Scrolled by hand to the middle, both edges fade.
    list.scrollLeft = 120;
    await fades(true, true);
  },
};
