import { type CheckoutRedirects, REDIRECTS_SAVED_MESSAGE } from '@pagora/contract';
import { type RedirectErrors, RedirectsForm, type RedirectValues, toast } from '@pagora/ui';
import { useState } from 'react';
import { saveCheckoutRedirects } from '../../../api/checkoutRedirects.ts';
import { ApiError, errorMessage } from '../../../api/client.ts';
import { useAction } from '../../../api/useAction.ts';
import { fieldOfMessage } from '../useStoreData.ts';

/** The field a server message is about: 'URL de PIX inválida…' → pix. */
const redirectFieldRules: [RegExp, keyof RedirectErrors][] = [
  [/cart[ãa]o/i, 'card'],
  [/\bpix\b/i, 'pix'],
  [/boleto/i, 'boleto'],
];

export interface RedirectsTabProps {
  storeId: number;
  /** The saved redirects (from `GET /api/checkout-settings`). */
  redirects: CheckoutRedirects;
  /** After a save: the redirects as the server stored them. */
  onSaved(redirects: CheckoutRedirects): void;
}

/** /configuracao-checkout › Redirecionamento: the per-method addresses after an approved payment. */
export function RedirectsTab({ storeId, redirects, onSaved }: RedirectsTabProps) {
  const [errors, setErrors] = useState<RedirectErrors | undefined>();

  const saving = useAction({
    run: (values: RedirectValues) =>
      saveCheckoutRedirects({
        store_id: storeId,
        card: values.card || null,
        pix: values.pix || null,
        boleto: values.boleto || null,
      }),
    onSuccess: (saved) => {
      toast.success({ title: REDIRECTS_SAVED_MESSAGE });
      onSaved(saved);
    },
    onError: (error) => {
      const description = errorMessage(error, 'Não foi possível salvar os redirecionamentos.');
      toast.error({ title: 'Erro ao salvar', description });
      const field =
        error instanceof ApiError && error.status >= 400 && error.status < 500
          ? fieldOfMessage(description, redirectFieldRules)
          : null;
      if (field) setErrors({ [field]: description });
    },
  });

  // A refusal rejects: the fields keep what was typed.
  async function save(values: RedirectValues) {
    setErrors(undefined);
    await saving.mutateAsync(values);
  }

  return <RedirectsForm redirects={redirects} onSubmit={save} validationErrors={errors} />;
}
