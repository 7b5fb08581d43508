export * from './roles';
export * from './claims';
export * from './courseLink';
export * from './format';
export * from './classroom';
export * from './lifecycle';
export * from './errors';
export * from './schemas';
