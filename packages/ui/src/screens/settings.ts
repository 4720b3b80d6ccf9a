// Settings: the /configuracoes screen (Domínios, Planos, Webhooks, Checklist).

export { ChecklistPanel, type ChecklistPanelProps } from './SettingsScreen/ChecklistPanel.tsx';
export {
  DeliveryLogDrawer,
  type DeliveryLogDrawerProps,
  type DeliveryLogState,
} from './SettingsScreen/DeliveryLogDrawer.tsx';
export { DomainsPanel, type DomainsPanelProps } from './SettingsScreen/DomainsPanel.tsx';
export { PlansPanel, type PlansPanelProps } from './SettingsScreen/PlansPanel.tsx';
export { type RevealedSecret, SecretDialog, type SecretDialogProps } from './SettingsScreen/SecretDialog.tsx';
export { SettingsScreen, type SettingsScreenProps } from './SettingsScreen/SettingsScreen.tsx';
export {
  type ChecklistItem,
  checklistProgress,
  DEFAULT_DOMAIN_PREFIX,
  DELIVERY_STATUS,
  type DeliveryStatus,
  DOMAIN_PREFIXES,
  DOMAIN_REQUIRED,
  type DomainPrefix,
  type DomainRow,
  fullDomainName,
  isDomainVerified,
  PLANS,
  type PlanId,
  type SettingsTab,
  WEBHOOK_EVENTS,
  WEBHOOK_EVENTS_REQUIRED,
  type WebhookDeliveryRow,
  type WebhookEventType,
  type WebhookRow,
  type WebhookValues,
  webhookEventLabel,
} from './SettingsScreen/settings.ts';
export { WebhookForm, type WebhookFormProps } from './SettingsScreen/WebhookForm.tsx';
export { WebhookList, type WebhookListProps } from './SettingsScreen/WebhookList.tsx';
export { WebhooksPanel, type WebhooksPanelProps } from './SettingsScreen/WebhooksPanel.tsx';
