export * from './envelope.ts';
export * from './paging.ts';
export * from './auth.ts';
