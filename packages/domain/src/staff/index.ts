export * from './duties';
export * from './monitor';
