import { createStore } from 'jotai';

/** The one jotai store: the React tree and the API client (outside React) share it. */
export const appStore = createStore();
