export * from './complaint.schema';
export * from './portal-links';
