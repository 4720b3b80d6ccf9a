import type { PlatformResponse } from '@pagora/contract';
import { api } from './client.ts';

export const getPlatform = () => api.get('platform').json<PlatformResponse>();
