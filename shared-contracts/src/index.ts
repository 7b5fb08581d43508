export * from './roles';
export * from './claims';
export * from './courseLink';
export * from './format';
export * from './lifecycle';
export * from './errors';
export * from './branding';
export * from './schemas';
