// The checkout builder (/configuracao-checkout): the screen, its section panels and their types.

export {
  BuilderSectionPanel,
  type BuilderSectionPanelProps,
} from './CheckoutBuilderScreen/BuilderSectionPanel.tsx';
export {
  CheckoutBuilderScreen,
  type CheckoutBuilderScreenProps,
  type CheckoutBuilderTab,
} from './CheckoutBuilderScreen/CheckoutBuilderScreen.tsx';
export {
  CheckoutPreview,
  type CheckoutPreviewProps,
  PREVIEW_DEBOUNCE_MS,
  PREVIEW_READY_MESSAGE,
  PREVIEW_SETTINGS_MESSAGE,
} from './CheckoutBuilderScreen/CheckoutPreview.tsx';
export { ColorField, type ColorFieldProps } from './CheckoutBuilderScreen/ColorField.tsx';
export { PIX_WITHOUT_KEY } from './CheckoutBuilderScreen/OptionsSection.tsx';
export {
  BUILDER_SECTION_TITLES,
  BUILDER_SECTIONS,
  type BuilderSectionId,
  type BuilderSectionProps,
  type CheckoutImageUpload,
  type CheckoutSettingsErrors,
  type CheckoutSettingsField,
  sectionOfField,
} from './CheckoutBuilderScreen/sections.ts';
