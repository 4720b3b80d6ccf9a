import type {
  AddDomainResponse,
  ChecklistResponse,
  Domain,
  DomainDnsInstructions,
  MessageResponse,
  VerifyDomainResponse,
  Webhook,
  WebhookCreated,
  WebhookDeliveriesPage,
  WebhookFailedResent,
  WebhookSaved,
  WebhookSecretRotated,
  WebhookTestSent,
  WebhookUpdatePayload,
} from '@pagora/contract';
import { api } from './client.ts';

const store = (storeId: number) => ({ searchParams: { store_id: storeId } });

// /configuracoes › Domínios
export const listDomains = (storeId: number) => api.get('domains', store(storeId)).json<Domain[]>();
export const getDnsInstructions = (storeId: number) =>
  api.get('domains/dns', store(storeId)).json<DomainDnsInstructions>();
export const addDomain = (storeId: number, domainName: string) =>
  api.post('domains', { json: { store_id: storeId, domainName } }).json<AddDomainResponse>();
export const verifyDomain = (domain: Pick<Domain, 'id' | 'domain_name'>) =>
  api
    .post('domains/verify', { json: { domain_id: domain.id, domain_name: domain.domain_name } })
    .json<VerifyDomainResponse>();
export const removeDomain = (id: number) => api.delete(`domains/${id}`).json<MessageResponse>();

// /configuracoes › Webhooks
export const listWebhooks = (storeId: number) => api.get('webhooks', store(storeId)).json<Webhook[]>();
export const createWebhook = (storeId: number, body: WebhookUpdatePayload) =>
  api.post('webhooks', { json: { store_id: storeId, ...body } }).json<WebhookCreated>();
export const updateWebhook = (id: number, body: WebhookUpdatePayload) =>
  api.put(`webhooks/${id}`, { json: body }).json<WebhookSaved>();
export const deleteWebhook = (id: number) => api.delete(`webhooks/${id}`).json<MessageResponse>();
export const rotateWebhookSecret = (id: number) =>
  api.post(`webhooks/${id}/rotate-secret`).json<WebhookSecretRotated>();
export const enableWebhook = (id: number) => api.post(`webhooks/${id}/enable`).json<WebhookSaved>();
export const testWebhook = (id: number) => api.post(`webhooks/${id}/test`).json<WebhookTestSent>();
export const listWebhookDeliveries = (id: number, page = 1) =>
  api.get(`webhooks/${id}/deliveries`, { searchParams: { page } }).json<WebhookDeliveriesPage>();
export const resendWebhookDelivery = (deliveryId: number) =>
  api.post(`webhooks/deliveries/${deliveryId}/resend`).json<MessageResponse & { delivery_id: number }>();
export const resendFailedWebhookDeliveries = (id: number) =>
  api.post(`webhooks/${id}/resend-failed`).json<WebhookFailedResent>();

// /configuracoes › Checklist
export const getChecklist = (storeId: number) =>
  api.get('checklist', store(storeId)).json<ChecklistResponse>();
