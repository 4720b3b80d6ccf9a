import { mergeCheckoutSettings, SUPPORT_WHATSAPP_INVALID_MESSAGE } from '@pagora/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Disclosure, DisclosureGroup } from '../../components/Disclosure/Disclosure.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { storeSettings } from './CheckoutBuilderScreen.fixtures.ts';
import { FooterSection } from './FooterSection.tsx';
import type { BuilderSectionProps, CheckoutSettingsErrors } from './sections.ts';

/*
 * The store's WhatsApp in the builder's Rodapé section: the number behind the checkout's 'Fale
 * conosco no WhatsApp'. A server message about it shows on the field (through the builder's Form).
 */

function Footer(args: BuilderSectionProps) {
  const [draft, setDraft] = useState(args.settings);
  return (
    <div style={{ maxWidth: 400 }}>
      <Form validationErrors={args.errors ?? {}}>
        <DisclosureGroup defaultExpandedKeys={['footer']}>
          <Disclosure id="footer" title="Rodapé" headingLevel={2}>
            <FooterSection
              {...args}
              settings={draft}
              onChange={(next) => {
                setDraft(next);
                args.onChange(next);
              }}
            />
          </Disclosure>
        </DisclosureGroup>
      </Form>
    </div>
  );
}

const withWhatsapp = mergeCheckoutSettings(storeSettings, {
  footer: { support_whatsapp: '(11) 98765-4321' },
});

const meta = {
  title: 'Screens/CheckoutBuilderScreen/SupportWhatsappField',
  component: FooterSection,
  render: (args) => <Footer {...args} />,
  args: { settings: storeSettings, onChange: fn() },
} satisfies Meta<typeof FooterSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  tags: ['screen'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'WhatsApp de atendimento' });
    await expect(field).toHaveValue('');
    await expect(field).toHaveAccessibleDescription(
      "Opcional. Mostra o botão 'Fale conosco no WhatsApp' no canto do checkout, mesmo sem o rodapé.",
    );
    await userEvent.type(field, '11987654321');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      mergeCheckoutSettings(storeSettings, { footer: { support_whatsapp: '11987654321' } }),
    );
  },
};

export const Filled: Story = {
  tags: ['screen'],
  args: { settings: withWhatsapp },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'WhatsApp de atendimento' })).toHaveValue(
      '(11) 98765-4321',
    );
  },
};

export const FooterHidden: Story = {
  args: { settings: mergeCheckoutSettings(withWhatsapp, { footer: { enabled: false } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The footer's own fields are off; the WhatsApp link does not depend on the footer.
    await expect(canvas.getByRole('textbox', { name: 'E-mail de suporte' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'WhatsApp de atendimento' })).toBeEnabled();
  },
};

const invalidErrors: CheckoutSettingsErrors = { 'footer.support_whatsapp': SUPPORT_WHATSAPP_INVALID_MESSAGE };

export const Invalid: Story = {
  tags: ['screen'],
  args: {
    settings: mergeCheckoutSettings(storeSettings, { footer: { support_whatsapp: '(11) 3456-7890' } }),
    errors: invalidErrors,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'WhatsApp de atendimento' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByText(SUPPORT_WHATSAPP_INVALID_MESSAGE)).toBeVisible();
  },
};
