import type {
  GatewayProvider,
  GatewayRoutingPayload,
  GatewaySavePayload,
  GatewaySaveResponse,
  GatewaysResponse,
} from '@pagora/contract';
import { api } from './client.ts';

const store = (storeId: number) => ({ searchParams: { store_id: storeId } });

/** GET /api/gateways?store_id= — the three gateway cards and the routing. */
export const getGateways = (storeId: number) => api.get('gateways', store(storeId)).json<GatewaysResponse>();

/** PUT /api/gateways/:provider — checked with the gateway before anything is stored. */
export const saveGateway = (provider: GatewayProvider, body: GatewaySavePayload) =>
  api.put(`gateways/${provider}`, { json: body }).json<GatewaySaveResponse>();

export const deactivateGateway = (provider: GatewayProvider, storeId: number) =>
  api.delete(`gateways/${provider}`, store(storeId)).json<GatewaySaveResponse>();

export const saveGatewayRouting = (body: GatewayRoutingPayload) =>
  api.put('gateways/routing', { json: body }).json<GatewaySaveResponse>();
