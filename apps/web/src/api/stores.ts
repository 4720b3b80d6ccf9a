import type {
  CreateStoreRequest,
  CreateStoreResponse,
  MessageResponse,
  RenameStoreResponse,
  StoreListResponse,
} from '@pagora/contract';
import { api } from './client.ts';

export const createStore = (body: CreateStoreRequest) =>
  api.post('create-store', { json: body }).json<CreateStoreResponse>();

export const listStores = () => api.get('stores').json<StoreListResponse>();

export const renameStore = (id: number, name: string) =>
  api.put(`stores/${id}`, { json: { name } }).json<RenameStoreResponse>();

export const deleteStore = (id: number) => api.delete(`stores/${id}`).json<MessageResponse>();
