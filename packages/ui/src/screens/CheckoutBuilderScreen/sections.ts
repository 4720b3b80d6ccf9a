import type { CheckoutImageKind, CheckoutSettings } from '@pagora/contract';

type Group = Exclude<keyof CheckoutSettings, 'template' | 'steps'>;

/** A setting's path, e.g. 'options.pix_key': the name of its field and the key of its error. */
export type CheckoutSettingsField =
  | 'template'
  | 'steps'
  | { [K in Group]: `${K}.${Extract<keyof CheckoutSettings[K], string>}` }[Group];

/** Messages (e.g. the server's) shown beside the settings they are about. */
export type CheckoutSettingsErrors = Partial<Record<CheckoutSettingsField, string>>;

/** Sends a chosen image to the server; resolves with its URL (`/uploads/…`), rejects when refused. */
export type CheckoutImageUpload = (kind: CheckoutImageKind, file: File) => Promise<string>;

/** What every builder section takes: the whole draft, and the draft with the section's change. */
export interface BuilderSectionProps {
  settings: CheckoutSettings;
  onChange: (settings: CheckoutSettings) => void;
  /** Messages for this section's settings (text fields also get theirs through the Form). */
  errors?: CheckoutSettingsErrors;
  /** Everything read-only, e.g. while saving. @default false */
  isDisabled?: boolean;
}

/** The settings with some fields of one group replaced. */
export function withGroup<K extends Group>(
  settings: CheckoutSettings,
  group: K,
  values: Partial<CheckoutSettings[K]>,
): CheckoutSettings {
  return { ...settings, [group]: { ...settings[group], ...values } };
}

export const BUILDER_SECTIONS = [
  'template',
  'header',
  'notice_bar',
  'banner',
  'cart',
  'content',
  'scarcity',
  'order_bump',
  'options',
  'footer',
] as const;
export type BuilderSectionId = (typeof BUILDER_SECTIONS)[number];

export const BUILDER_SECTION_TITLES: Record<BuilderSectionId, string> = {
  template: 'Modelo',
  header: 'Cabeçalho',
  notice_bar: 'Barra de aviso',
  banner: 'Banner',
  cart: 'Carrinho',
  content: 'Conteúdo',
  scarcity: 'Escassez',
  order_bump: 'Order Bump',
  options: 'Configurações',
  footer: 'Rodapé',
};

/** The section holding a setting (the appearance settings live in Configurações). */
export function sectionOfField(field: CheckoutSettingsField): BuilderSectionId | null {
  const [group] = field.split('.') as [string];
  if (group === 'template') return 'template';
  if (group === 'steps') return null;
  if (group === 'appearance') return 'options';
  return (BUILDER_SECTIONS as readonly string[]).includes(group) ? (group as BuilderSectionId) : null;
}

/** A #RRGGBB colour (the only form the contract accepts). */
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
