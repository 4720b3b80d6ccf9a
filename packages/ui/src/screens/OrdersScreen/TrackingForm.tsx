import {
  CARRIER_LABELS,
  CARRIERS,
  type Carrier,
  type OrderTracking,
  trackingCodeError,
  WHATSAPP_LINK_LABEL,
} from '@pagora/contract';
import { ExternalLink, MessageCircle, Truck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Button, LinkButton } from '../../components/Button/Button.tsx';
import { Select } from '../../components/Select/Select.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { TextLink } from '../../components/TextLink/TextLink.tsx';
import * as styles from './TrackingForm.css.ts';

const CARRIER_ITEMS = CARRIERS.map((id) => ({ id, label: CARRIER_LABELS[id] }));

export interface TrackingFormProps {
  /** The code saved so far (null: none yet). */
  tracking: OrderTracking | null;
  /**
   * 'Salvar código': pending until it settles; a rejection's message (the server's text) shows
   * above the button. Resolve once saved; the caller passes the saved tracking back.
   */
  onSave: (carrier: Carrier, code: string) => Promise<unknown>;
}

/**
 * The parcel's carrier and tracking code in the order's drawer. Correios codes are checked as
 * typed (AA123456789BR); the server checks them again and e-mails the buyer once saved.
 */
export function TrackingForm({ tracking, onSave }: TrackingFormProps) {
  const [carrier, setCarrier] = useState<Carrier>(tracking?.carrier ?? 'correios');
  const [code, setCode] = useState(tracking?.code ?? '');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const codeError = touched ? trackingCodeError(carrier, code) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (trackingCodeError(carrier, code)) return;
    setPending(true);
    setError(null);
    try {
      await onSave(carrier, code);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Não foi possível salvar o código de rastreio.');
    } finally {
      setPending(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Código de rastreio">
      {tracking ? (
        <p className={styles.saved}>
          <Truck size={16} aria-hidden /> {tracking.carrier_label}: <strong>{tracking.code}</strong>
          {tracking.url ? (
            <>
              {' '}
              <TextLink href={tracking.url} target="_blank" rel="noreferrer">
                Rastrear <ExternalLink size={14} aria-hidden />
              </TextLink>
            </>
          ) : null}
        </p>
      ) : null}
      <Select
        label="Transportadora"
        items={CARRIER_ITEMS}
        selectedKey={carrier}
        onSelectionChange={(key) => key && setCarrier(key as Carrier)}
      />
      <TextField
        label="Código de rastreio"
        description={carrier === 'correios' ? 'Formato dos Correios: AA123456789BR.' : undefined}
        value={code}
        onChange={setCode}
        onBlur={() => setTouched(true)}
        isInvalid={Boolean(codeError)}
        errorMessage={codeError ?? undefined}
      />
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <Button type="submit" isPending={pending}>
        {tracking ? 'Atualizar código' : 'Salvar código'}
      </Button>
    </form>
  );
}

export interface WhatsAppLinkProps {
  /** The wa.me link (with its message); nothing is shown without one (no phone). */
  href: string | null | undefined;
  /** @default 'small' */
  size?: 'small' | 'medium';
  /** The accessible name when several links share a page, e.g. 'Chamar no WhatsApp: pedido #1042'. */
  'aria-label'?: string;
}

/** 'Chamar no WhatsApp': a plain link to wa.me that opens the conversation with the message. */
export function WhatsAppLink({ href, size = 'small', 'aria-label': ariaLabel }: WhatsAppLinkProps) {
  if (!href) return null;
  return (
    <LinkButton
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant="secondary"
      size={size}
      aria-label={ariaLabel}
    >
      <MessageCircle size={16} aria-hidden /> {WHATSAPP_LINK_LABEL}
    </LinkButton>
  );
}
