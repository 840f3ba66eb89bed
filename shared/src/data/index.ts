export * from './keys';
export * from './call';
export * from './client';
export * from './player';
