import type {
  CepLookupStatus,
  CheckoutAction,
  CheckoutPageView,
  CheckoutStep,
} from '@pagora/contract/checkout-core';
import { ArrowLeft, Lock, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Banner } from '../Banner/Banner.tsx';
import { CheckoutFooter } from '../CheckoutFooter/CheckoutFooter.tsx';
import { CheckoutHeader } from '../CheckoutHeader/CheckoutHeader.tsx';
import { CheckoutTheme } from '../CheckoutTheme/CheckoutTheme.tsx';
import { DeliverySection } from '../DeliverySection/DeliverySection.tsx';
import { NoticeBar } from '../NoticeBar/NoticeBar.tsx';
import { OrderBump } from '../OrderBump/OrderBump.tsx';
import { OrderSummary } from '../OrderSummary/OrderSummary.tsx';
import { PaymentSection } from '../PaymentSection/PaymentSection.tsx';
import { PersonalSection } from '../PersonalSection/PersonalSection.tsx';
import { useCheckoutText } from '../private/context.ts';
import { cx } from '../private/cx.ts';
import { splitLayout } from '../private/layout.css.ts';
import { Message } from '../private/Message.tsx';
import { SubmitButton } from '../private/SubmitButton.tsx';
import * as styles from '../private/styles.css.ts';
import { useCheckoutForm } from '../private/useCheckoutForm.ts';
import { ScarcityTimer } from '../ScarcityTimer/ScarcityTimer.tsx';
import type { SecureCardState } from '../SecureCardFields/SecureCardFields.tsx';
import { StepIndicator } from '../StepIndicator/StepIndicator.tsx';
import { SupportWhatsApp } from '../SupportWhatsApp/SupportWhatsApp.tsx';
import { Testimonials } from '../Testimonials/Testimonials.tsx';
import { TestModeNotice } from '../TestModeNotice/TestModeNotice.tsx';
import * as own from './CheckoutPage.css.ts';

export interface CheckoutPageProps {
  view: CheckoutPageView;
  /** The server's time at render (ISO); time-dependent pieces start from it. */
  now: string;
  /**
   * Given by the hydration layer: submissions (and shipping/bump changes, as 'update') come here
   * with the pressed button's action and the form's data instead of posting the page.
   */
  onAction?: (action: CheckoutAction, data: FormData) => void;
  /** The action in flight: submit buttons are disabled and the pressed one shows a spinner. */
  pending?: CheckoutAction | null;
  /**
   * The card gateway's fields, when `view.card_tokenizer` is set: given by the hydration layer,
   * which loads the provider's script. Without it (server rendering, no JavaScript) card says
   * it needs JavaScript; the builder's preview shows the fields inert.
   */
  secureCard?: SecureCardState;
  /**
   * Given by the hydration layer: called once the CEP field holds 8 digits (a new CEP), to look the
   * address up and refresh the shipping choices. Without it the hydrated form posts 'lookup_cep'.
   */
  onCepComplete?: (cep: string, form: HTMLFormElement) => void;
  /**
   * The hydration layer's lookup state. The newer lookup shows: this one, or the server's answer
   * to a later 'Buscar CEP' press (`view.cep_status`).
   */
  cepStatus?: CepLookupStatus | null;
}

const LAYOUT_CLASS = {
  'two-column': own.twoColumn,
  'single-column': own.singleColumn,
  split: cx(own.split, splitLayout),
} as const;

/**
 * The buyer's checkout: one real form posting to `view.action_url`, so it works before and without
 * JavaScript. 1-step mode shows every section with one pay button; 3-step mode shows `view.step`.
 */
export function CheckoutPage({
  view,
  now,
  onAction,
  pending = null,
  secureCard,
  onCepComplete,
  cepStatus,
}: CheckoutPageProps) {
  const { settings } = view;
  const cep = useNewestCepStatus(view, cepStatus, onAction);
  const tokenizer = view.card_tokenizer;
  const card: SecureCardState | null = tokenizer
    ? (secureCard ?? {
        provider: tokenizer.provider,
        status: view.mode === 'preview' ? 'inert' : 'no-script',
      })
    : null;
  return (
    <CheckoutTheme settings={settings}>
      {view.mode === 'preview' && <PreviewBar />}
      {settings.notice_bar.enabled && settings.notice_bar.text && (
        <NoticeBar text={settings.notice_bar.text} />
      )}
      {settings.header.enabled && (
        <CheckoutHeader
          storeName={view.store_name}
          logoUrl={settings.header.logo_url}
          showSecureBadge={settings.header.show_secure_badge}
          narrow={settings.appearance.layout === 'single-column'}
        />
      )}
      {view.timer_ends_at && (
        <ScarcityTimer endsAt={view.timer_ends_at} now={now} text={settings.scarcity.text} />
      )}
      <CheckoutForm
        view={view}
        onAction={cep.onAction}
        pending={pending}
        secureCard={card}
        onCepComplete={onCepComplete}
        cepStatus={cep.status}
      />
      {settings.footer.enabled && (
        <CheckoutFooter
          storeName={view.store_name}
          text={settings.footer.text}
          supportEmail={settings.footer.support_email}
          showSecuritySeals={settings.footer.show_security_seals}
        />
      )}
      {view.support_whatsapp_url && <SupportWhatsApp href={view.support_whatsapp_url} />}
    </CheckoutTheme>
  );
}

/**
 * Two lookups can fill the address on a hydrated page: the one run as the buyer types (`cepStatus`)
 * and the server's, when 'Buscar CEP' is pressed (its answer carries `view.cep_status`). The status
 * shown is the newer one's: pressing 'Buscar CEP' hands it to the server's answer, and a new typed
 * lookup (its status changes, starting with 'loading') takes it back.
 */
function useNewestCepStatus(
  view: CheckoutPageView,
  cepStatus: CepLookupStatus | null | undefined,
  onAction: CheckoutPageProps['onAction'],
) {
  const [byServer, setByServer] = useState(false);
  const [typed, setTyped] = useState(cepStatus);
  let serverShows = byServer;
  if (cepStatus !== typed) {
    setTyped(cepStatus);
    setByServer(false);
    serverShows = false;
  }
  const handleAction: CheckoutPageProps['onAction'] = onAction
    ? (action, data) => {
        if (action === 'lookup_cep') setByServer(true);
        onAction(action, data);
      }
    : undefined;
  const status = serverShows ? (view.cep_status ?? null) : (cepStatus ?? view.cep_status ?? null);
  return { status, onAction: handleAction };
}

function PreviewBar() {
  const t = useCheckoutText();
  return <p className={own.previewBar}>{t.previewBanner}</p>;
}

function CheckoutForm({
  view,
  onAction,
  pending,
  secureCard,
  onCepComplete,
  cepStatus,
}: {
  view: CheckoutPageView;
  onAction: CheckoutPageProps['onAction'];
  pending: CheckoutAction | null;
  secureCard: SecureCardState | null;
  onCepComplete: CheckoutPageProps['onCepComplete'];
  cepStatus: CepLookupStatus | null;
}) {
  const t = useCheckoutText();
  const { settings } = view;
  const oneStep = settings.steps === 1;
  const shown: readonly CheckoutStep[] = oneStep ? view.steps : [view.step];
  const isLast = oneStep || view.step === view.steps[view.steps.length - 1];
  const isFirst = !oneStep && view.step === view.steps[0];
  const primaryAction: CheckoutAction = isLast ? 'pay' : 'next';
  const { errors, formRef, formProps } = useCheckoutForm({ view, primaryAction, onAction, onCepComplete });
  const numberOf = (step: CheckoutStep) => (oneStep ? view.steps.indexOf(step) + 1 : undefined);
  const payLabel = settings.content.button_text.trim() || t.actions.pay;
  // The preview may switch the offered methods: remount the radios so the new preselection shows.
  const methodsKey = `${view.payment_methods.join()}|${settings.options.preselected_payment}`;

  return (
    <form
      ref={formRef}
      method="post"
      action={view.action_url}
      noValidate
      className={cx(own.form, LAYOUT_CLASS[settings.appearance.layout])}
      {...formProps}
    >
      <input type="hidden" name="attempt_key" value={view.attempt_key} />
      {/* The form's default button: Enter in any field does the main action, whatever comes first on the page. */}
      <button
        type="submit"
        name="action"
        value={primaryAction}
        className={styles.visuallyHidden}
        tabIndex={-1}
        aria-hidden
        disabled={pending !== null}
      >
        {isLast ? payLabel : t.actions.next}
      </button>

      <div className={own.aside}>
        <div className={own.summarySlot}>
          <OrderSummary view={view} couponError={errors.coupon_code} pending={pending} />
        </div>
        {view.testimonials.length > 0 && (
          <div className={own.extrasSlot}>
            <Testimonials testimonials={view.testimonials} />
          </div>
        )}
      </div>

      <div className={own.primary}>
        {settings.banner.enabled && settings.banner.image_url && (
          <Banner imageUrl={settings.banner.image_url} />
        )}
        {view.test_mode && <TestModeNotice />}
        {settings.content.headline.trim() ? (
          <h1 className={own.headline}>{settings.content.headline}</h1>
        ) : (
          <h1 className={styles.visuallyHidden}>
            {t.checkoutTitle}: {view.product.name}
          </h1>
        )}
        {!oneStep && (
          <StepIndicator steps={view.steps} current={view.step} completed={view.completed_steps} />
        )}
        {view.message && <Message message={view.message} role="alert" />}

        {shown.includes('personal') && (
          <PersonalSection
            values={view.values}
            errors={errors}
            cpf={settings.options.cpf}
            number={numberOf('personal')}
          />
        )}
        {shown.includes('delivery') && (
          <DeliverySection
            values={view.values}
            errors={errors}
            shippingOptions={view.shipping_options}
            number={numberOf('delivery')}
            pending={pending}
            cepStatus={cepStatus}
          />
        )}
        {shown.includes('payment') && (
          <PaymentSection
            key={methodsKey}
            methods={view.payment_methods}
            values={view.values}
            errors={errors}
            installmentOptions={view.installment_options}
            pixDiscount={view.pix_discount}
            number={numberOf('payment')}
            secureCard={secureCard}
          />
        )}
        {isLast && view.bump && (
          <>
            <OrderBump
              bump={view.bump}
              checked={view.values.bump}
              orientation={settings.order_bump.orientation}
            />
            <noscript>
              <SubmitButton action="update" pending={pending} variant="secondary" size="small">
                {t.actions.update}
              </SubmitButton>
            </noscript>
          </>
        )}

        {isLast ? (
          <div className={own.payArea}>
            <div className={own.actions}>
              {!oneStep && (
                <SubmitButton action="back" pending={pending} variant="ghost" size="large" formNoValidate>
                  <ArrowLeft className={styles.icon} aria-hidden />
                  {t.actions.back}
                </SubmitButton>
              )}
              <SubmitButton action="pay" pending={pending} size="large" className={own.grow}>
                <Lock className={styles.icon} aria-hidden />
                {payLabel}
              </SubmitButton>
            </div>
            {settings.content.guarantee_text.trim() && (
              <p className={own.guarantee}>
                <ShieldCheck className={own.guaranteeIcon} aria-hidden />
                {settings.content.guarantee_text}
              </p>
            )}
          </div>
        ) : (
          <div className={own.actions}>
            {!isFirst && (
              <SubmitButton action="back" pending={pending} variant="ghost" size="large" formNoValidate>
                <ArrowLeft className={styles.icon} aria-hidden />
                {t.actions.back}
              </SubmitButton>
            )}
            <SubmitButton action="next" pending={pending} size="large" className={own.grow}>
              {t.actions.next}
            </SubmitButton>
          </div>
        )}
      </div>
    </form>
  );
}
