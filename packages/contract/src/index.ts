export * from './auth.ts';
export * from './documents.ts';
export * from './fields.ts';
export * from './money.ts';
export * from './profile.ts';
export * from './stores.ts';
