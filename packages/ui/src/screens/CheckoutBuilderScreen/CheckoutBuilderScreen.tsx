import {
  CHECKOUT_TEMPLATE_LABELS,
  type CheckoutSettings,
  type CheckoutStepCount,
  type PreviewProduct,
} from '@pagora/contract';
import {
  CircleAlert,
  Image,
  Layers,
  LayoutTemplate,
  Megaphone,
  PanelBottom,
  PanelTop,
  RefreshCw,
  Save,
  ShoppingCart,
  SlidersHorizontal,
  Timer,
  Type,
  X,
} from 'lucide-react';
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { type Key, Link } from 'react-aria-components';
import { Badge } from '../../components/Badge/Badge.tsx';
import * as buttonStyles from '../../components/Button/Button.css.ts';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { Disclosure, DisclosureGroup } from '../../components/Disclosure/Disclosure.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { cx } from '../../components/private/cx.ts';
import { SegmentedControl } from '../../components/SegmentedControl/SegmentedControl.tsx';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import { Stack } from '../../components/Stack/Stack.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../components/Tabs/Tabs.tsx';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { BuilderSectionPanel } from './BuilderSectionPanel.tsx';
import * as styles from './CheckoutBuilderScreen.css.ts';
import { CheckoutPreview } from './CheckoutPreview.tsx';
import { timerLabel } from './ScarcitySection.tsx';
import {
  BUILDER_SECTION_TITLES,
  BUILDER_SECTIONS,
  type BuilderSectionId,
  type CheckoutImageUpload,
  type CheckoutSettingsErrors,
  type CheckoutSettingsField,
  sectionOfField,
} from './sections.ts';

export type CheckoutBuilderTab = 'construtor' | 'provas-sociais' | 'redirecionamento';

export interface CheckoutBuilderScreenProps {
  /** The draft being edited (`GET /api/checkout-settings` → settings, then every change); null until loaded. */
  settings: CheckoutSettings | null;
  /** Every edit, with the whole new draft. Nothing is saved until Salvar. */
  onChange: (settings: CheckoutSettings) => void;
  /** The store's products the preview can show (`preview_products`). */
  previewProducts: PreviewProduct[];
  /** The draft differs from what is saved: shows 'Alterações não salvas'. */
  isDirty?: boolean;
  /** The settings are loading. */
  isLoading?: boolean;
  /** Why the settings could not be loaded. */
  error?: string | null;
  /** 'Tentar novamente' after a load error. */
  onRetry?: () => void;
  /** Salvar. */
  onSave: () => void;
  /** Salvar shows pending while true. */
  isSaving?: boolean;
  /** Messages about particular settings (e.g. the server's), shown beside them; their sections open. */
  fieldErrors?: CheckoutSettingsErrors;
  /** Uploads a logo or banner; resolves with its URL, which goes into the draft. */
  onUploadImage: CheckoutImageUpload;
  /** The Provas Sociais tab's content. */
  socialProofsTab: ReactNode;
  /** The Redirecionamento tab's content. */
  redirectsTab: ReactNode;
  /** @default 'construtor' */
  defaultTab?: CheckoutBuilderTab;
  /** The settings sections open at first. @default ['template'] */
  defaultExpandedSections?: BuilderSectionId[];
}

const SECTION_ICONS: Record<BuilderSectionId, ReactNode> = {
  template: <LayoutTemplate size={16} aria-hidden />,
  header: <PanelTop size={16} aria-hidden />,
  notice_bar: <Megaphone size={16} aria-hidden />,
  banner: <Image size={16} aria-hidden />,
  cart: <ShoppingCart size={16} aria-hidden />,
  content: <Type size={16} aria-hidden />,
  scarcity: <Timer size={16} aria-hidden />,
  order_bump: <Layers size={16} aria-hidden />,
  options: <SlidersHorizontal size={16} aria-hidden />,
  footer: <PanelBottom size={16} aria-hidden />,
};

const onOff = (enabled: boolean) => (enabled ? 'Ativado' : 'Desativado');

/** The state beside each section's title. */
function sectionSummary(id: BuilderSectionId, settings: CheckoutSettings): string | undefined {
  switch (id) {
    case 'template':
      return CHECKOUT_TEMPLATE_LABELS[settings.template];
    case 'header':
      return onOff(settings.header.enabled);
    case 'notice_bar':
      return onOff(settings.notice_bar.enabled);
    case 'banner':
      return settings.banner.enabled && !settings.banner.image_url
        ? 'Sem imagem'
        : onOff(settings.banner.enabled);
    case 'scarcity':
      return timerLabel(settings.scarcity.minutes);
    case 'order_bump':
      return settings.order_bump.orientation === 'vertical' ? 'Vertical' : 'Horizontal';
    case 'footer':
      return onOff(settings.footer.enabled);
    default:
      return undefined;
  }
}

const stepItems = [
  { id: '1', label: '1 etapa' },
  { id: '3', label: '3 etapas' },
];

/**
 * /configuracao-checkout: the checkout builder (settings sections beside a live preview of the real
 * checkout with the unsaved draft), and the Provas Sociais and Redirecionamento tabs.
 */
export function CheckoutBuilderScreen({
  settings,
  onChange,
  previewProducts,
  isDirty = false,
  isLoading = false,
  error,
  onRetry,
  onSave,
  isSaving = false,
  fieldErrors,
  onUploadImage,
  socialProofsTab,
  redirectsTab,
  defaultTab = 'construtor',
  defaultExpandedSections = ['template'],
}: CheckoutBuilderScreenProps) {
  // Kept here, above the tabs, so coming back to Construtor finds the same sections open.
  const [expanded, setExpanded] = useState<Set<Key>>(() => new Set(defaultExpandedSections));
  // New errors open the sections they are about.
  const [errorsSeen, setErrorsSeen] = useState<CheckoutSettingsErrors | undefined>();
  if (fieldErrors !== errorsSeen) {
    setErrorsSeen(fieldErrors);
    const sections = Object.keys(fieldErrors ?? {})
      .map((field) => sectionOfField(field as CheckoutSettingsField))
      .filter((section): section is BuilderSectionId => section !== null);
    if (sections.some((section) => !expanded.has(section))) setExpanded(new Set([...expanded, ...sections]));
  }

  let content: ReactNode;
  if (isLoading) {
    content = (
      <Card>
        <div className={styles.loading}>
          <Spinner size="large" label="Carregando configuração do checkout…" />
        </div>
      </Card>
    );
  } else if (error || !settings) {
    content = (
      <Card>
        <EmptyState
          icon={<CircleAlert aria-hidden />}
          title="Não foi possível carregar a configuração do checkout."
          description={error ?? undefined}
          action={
            onRetry && (
              <Button variant="secondary" onPress={onRetry}>
                <RefreshCw size={16} aria-hidden />
                Tentar novamente
              </Button>
            )
          }
        />
      </Card>
    );
  } else {
    content = (
      <Tabs defaultSelectedKey={defaultTab}>
        <TabList aria-label="Configuração de checkout">
          <Tab id="construtor">Construtor</Tab>
          <Tab id="provas-sociais">Provas Sociais</Tab>
          <Tab id="redirecionamento">Redirecionamento</Tab>
        </TabList>
        <TabPanel id="construtor">
          <Builder
            settings={settings}
            onChange={onChange}
            onSave={onSave}
            previewProducts={previewProducts}
            fieldErrors={fieldErrors}
            onUploadImage={onUploadImage}
            expanded={expanded}
            onExpandedChange={setExpanded}
          />
        </TabPanel>
        <TabPanel id="provas-sociais">{socialProofsTab}</TabPanel>
        <TabPanel id="redirecionamento">{redirectsTab}</TabPanel>
      </Tabs>
    );
  }

  return (
    <Stack gap="xlarge">
      <PageHeader
        title="Configuração de Checkout"
        description="Personalize o checkout da sua loja e veja o resultado antes de salvar."
        actions={
          <>
            {isDirty && <Badge tone="warning">Alterações não salvas</Badge>}
            <Button
              onPress={onSave}
              isPending={isSaving}
              isDisabled={!settings || isLoading || Boolean(error)}
            >
              {!isSaving && <Save size={16} aria-hidden />}
              Salvar
            </Button>
            <Link
              href="/dashboard"
              aria-label="Fechar"
              className={cx(buttonStyles.button({ variant: 'ghost', iconOnly: true }), styles.close)}
            >
              <X size={20} aria-hidden />
            </Link>
          </>
        }
      />
      {content}
    </Stack>
  );
}

interface BuilderProps {
  settings: CheckoutSettings;
  onChange: (settings: CheckoutSettings) => void;
  onSave: () => void;
  previewProducts: PreviewProduct[];
  fieldErrors?: CheckoutSettingsErrors;
  onUploadImage: CheckoutImageUpload;
  expanded: Set<Key>;
  onExpandedChange: (keys: Set<Key>) => void;
}

function Builder({
  settings,
  onChange,
  onSave,
  previewProducts,
  fieldErrors,
  onUploadImage,
  expanded,
  onExpandedChange,
}: BuilderProps) {
  // A new object only when the errors change: the Form shows them again whenever it gets a new one.
  const validationErrors = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(fieldErrors ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1])),
      ),
    [fieldErrors],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave();
  };

  return (
    <div className={styles.builder}>
      <Form
        onSubmit={submit}
        validationErrors={validationErrors}
        aria-label="Configurações do checkout"
        className={styles.panel}
      >
        <Card padding="medium">
          <div className={styles.steps}>
            <div className={styles.stepsText}>
              <h2 className={styles.stepsTitle}>Navegação do checkout</h2>
              <p className={styles.stepsDescription}>
                {settings.steps === 3
                  ? 'Dados pessoais, entrega e pagamento em etapas separadas.'
                  : 'Todos os dados em uma única página.'}
              </p>
            </div>
            <SegmentedControl
              label="Navegação do checkout"
              hideLabel
              items={stepItems}
              selectedKey={String(settings.steps)}
              onSelectionChange={(key) => onChange({ ...settings, steps: Number(key) as CheckoutStepCount })}
            />
          </div>
        </Card>
        <DisclosureGroup allowsMultipleExpanded expandedKeys={expanded} onExpandedChange={onExpandedChange}>
          {BUILDER_SECTIONS.map((id) => (
            <Disclosure
              key={id}
              id={id}
              title={BUILDER_SECTION_TITLES[id]}
              summary={sectionSummary(id, settings)}
              icon={SECTION_ICONS[id]}
              headingLevel={2}
            >
              <BuilderSectionPanel
                section={id}
                settings={settings}
                onChange={onChange}
                errors={fieldErrors}
                onUpload={onUploadImage}
              />
            </Disclosure>
          ))}
        </DisclosureGroup>
      </Form>
      <CheckoutPreview settings={settings} products={previewProducts} />
    </div>
  );
}
