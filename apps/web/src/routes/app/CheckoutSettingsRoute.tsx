import {
  CHECKOUT_SAVED_MESSAGE,
  type CheckoutImageKind,
  type CheckoutRedirects,
  type CheckoutSettings,
  type CheckoutSettingsResponse,
  checkoutSettingsSchema,
} from '@pagora/contract';
import {
  AlertDialog,
  CheckoutBuilderScreen,
  type CheckoutSettingsErrors,
  type CheckoutSettingsField,
  toast,
} from '@pagora/ui';
import { useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import {
  getCheckoutSettings,
  saveCheckoutSettings,
  uploadCheckoutImage,
} from '../../api/checkoutSettings.ts';
import { ApiError, errorMessage } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useAction } from '../../api/useAction.ts';
import { RedirectsTab } from './checkout/RedirectsTab.tsx';
import { SocialProofsTab } from './checkout/SocialProofsTab.tsx';
import { NO_ACTIVE_STORE } from './productErrors.ts';
import { fieldOfMessage, requireStore, useStoreData } from './useStoreData.ts';

const notLoaded: CheckoutSettingsResponse | null = null;

/**
 * The setting a server message is about, from its wording (the contract's messages name the field:
 * 'Chave PIX: no máximo 77 caracteres.'). Colours and images are not named: those show in the toast only.
 */
const settingFieldRules: [RegExp, CheckoutSettingsField][] = [
  [/barra de aviso/i, 'notice_bar.text'],
  [/texto do botão/i, 'content.button_text'],
  [/texto de garantia/i, 'content.guarantee_text'],
  [/^título/i, 'content.headline'],
  [/tempo do cronômetro/i, 'scarcity.minutes'],
  [/cronômetro/i, 'scarcity.text'],
  [/pré-selecionado/i, 'options.preselected_payment'],
  [/forma(s)? de pagamento/i, 'options.payment_methods'],
  [/cotação/i, 'options.currency_rate'],
  // The payment terms' messages name their fields; checked before the maximum's 'Parcelas'.
  [/sem juros/i, 'options.interest_free_installments'],
  [/juros ao mês/i, 'options.monthly_interest_percent'],
  [/parcela mínima/i, 'options.min_installment_cents'],
  [/desconto no pix/i, 'options.pix_discount_percent'],
  [/parcelas/i, 'options.max_installments'],
  [/chave pix/i, 'options.pix_key'],
  [/nome do recebedor/i, 'options.pix_merchant_name'],
  [/cidade do recebedor/i, 'options.pix_city'],
  [/texto do rodapé/i, 'footer.text'],
  [/e-mail de suporte/i, 'footer.support_email'],
  [/whatsapp/i, 'footer.support_whatsapp'],
  [/cpf/i, 'options.cpf'],
  [/idioma/i, 'options.language'],
  [/moeda/i, 'options.currency'],
  [/fonte/i, 'appearance.font'],
  [/layout/i, 'appearance.layout'],
  [/arredondamento/i, 'appearance.rounding'],
  [/orientação/i, 'order_bump.orientation'],
  [/modelo/i, 'template'],
  [/etapas/i, 'steps'],
];

/** Deep equality of plain JSON values (settings objects). */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/**
 * /configuracao-checkout: the active store's checkout builder. The merchant edits a draft (previewed
 * live); Salvar stores it and it becomes the new base. Leaving with unsaved changes asks first.
 */
export default function CheckoutSettingsRoute() {
  const loaded = useStoreData({
    queryKey: queryKeys.checkoutSettings,
    load: getCheckoutSettings,
    empty: notLoaded,
    errorTitle: 'Erro',
    describeError: (error) => errorMessage(error, 'Falha ao buscar a configuração do checkout.'),
    // The builder edits a draft of this answer: a new one would replace the unsaved changes, and
    // each visit starts from what is stored now.
    refetchOnWindowFocus: false,
    gcTime: 0,
  });
  const storeId = loaded.storeId;

  // What is saved (with the redirects and preview products) and the draft being edited.
  const [saved, setSaved] = useState(loaded.data);
  const [draft, setDraft] = useState<CheckoutSettings | null>(loaded.data?.settings ?? null);
  const [fieldErrors, setFieldErrors] = useState<CheckoutSettingsErrors | undefined>();
  // Each new answer of the GET (first load, another store, a retry) starts a fresh draft.
  const [loadedFrom, setLoadedFrom] = useState(loaded.data);
  if (loaded.data !== loadedFrom) {
    setLoadedFrom(loaded.data);
    setSaved(loaded.data);
    setDraft(loaded.data?.settings ?? null);
    setFieldErrors(undefined);
  }

  const isDirty = draft !== null && saved !== null && !sameValue(draft, saved.settings);

  // The latest draft and store, for answers that arrive after more edits or a store switch.
  const latest = useRef({ draft, storeId });
  latest.current = { draft, storeId };

  const saving = useAction({
    run: ({ store, sent }: { store: number; sent: CheckoutSettings }) =>
      saveCheckoutSettings({ store_id: store, settings: sent }),
    onSuccess: (response, { store, sent }) => {
      if (latest.current.storeId !== store) return;
      setSaved(response);
      // Edits made while saving stay in the draft (and keep it dirty).
      if (latest.current.draft === sent) setDraft(response.settings);
      toast.success({ title: CHECKOUT_SAVED_MESSAGE });
    },
    onError: (error) => {
      // The draft is kept as it is.
      const description = errorMessage(error, 'Não foi possível salvar o checkout.');
      toast.error({ title: 'Erro ao salvar', description });
      const field =
        error instanceof ApiError && (error.status === 422 || error.status === 400)
          ? fieldOfMessage(description, settingFieldRules)
          : null;
      if (field) setFieldErrors({ [field]: description });
    },
  });

  function save() {
    if (!draft || saving.isPending) return;
    const store = requireStore(storeId);
    if (store == null) return;
    // The contract's own checks first: the messages go beside their settings, nothing is sent.
    const checked = checkoutSettingsSchema.safeParse(draft);
    if (!checked.success) {
      const errors: CheckoutSettingsErrors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path.slice(0, 2).join('.') as CheckoutSettingsField;
        errors[field] ??= issue.message;
      }
      setFieldErrors(errors);
      toast.error({
        title: 'Erro ao salvar',
        description: checked.error.issues[0]?.message ?? 'Dados inválidos.',
      });
      return;
    }
    setFieldErrors(undefined);
    saving.mutate({ store, sent: draft });
  }

  const uploading = useAction({
    run: ({ store, kind, file }: { store: number; kind: CheckoutImageKind; file: File }) =>
      uploadCheckoutImage(store, kind, file),
    onError: (error) =>
      toast.error({
        title: 'Erro ao enviar imagem',
        description: errorMessage(error, 'Não foi possível enviar a imagem.'),
      }),
  });

  async function uploadImage(kind: CheckoutImageKind, file: File): Promise<string> {
    const store = requireStore(storeId);
    if (store == null) throw new Error(NO_ACTIVE_STORE);
    return uploading.mutateAsync({ store, kind, file });
  }

  function redirectsSaved(redirects: CheckoutRedirects) {
    setSaved((current) => current && { ...current, redirects });
  }

  // Leaving for another page (links, back button) with unsaved changes asks first; so does closing the tab.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const isLeaving = useRef(false);
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  return (
    <>
      <CheckoutBuilderScreen
        settings={draft}
        onChange={setDraft}
        previewProducts={saved?.preview_products ?? []}
        isDirty={isDirty}
        isLoading={loaded.isLoading}
        error={loaded.error}
        onRetry={storeId == null ? undefined : loaded.reload}
        onSave={save}
        isSaving={saving.isPending}
        fieldErrors={fieldErrors}
        onUploadImage={uploadImage}
        socialProofsTab={storeId != null && <SocialProofsTab />}
        redirectsTab={
          storeId != null &&
          saved && <RedirectsTab storeId={storeId} redirects={saved.redirects} onSaved={redirectsSaved} />
        }
      />
      <AlertDialog
        isOpen={blocker.state === 'blocked'}
        onOpenChange={(isOpen) => {
          if (!isOpen && !isLeaving.current && blocker.state === 'blocked') blocker.reset();
        }}
        title="Descartar alterações?"
        confirmLabel="Descartar alterações"
        cancelLabel="Continuar editando"
        onConfirm={() => {
          isLeaving.current = true;
          blocker.proceed?.();
        }}
      >
        As alterações do checkout ainda não foram salvas. Se você sair agora, elas serão perdidas.
      </AlertDialog>
    </>
  );
}
