export * from './roles';
export * from './areas';
export * from './claims';
export * from './courseLink';
export * from './format';
export * from './lifecycle';
export * from './errors';
export * from './schemas';
