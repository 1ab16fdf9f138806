export * from './auth.ts';
export * from './billing.ts';
export * from './jobs.ts';
export * from './photos.ts';
export * from './restaurant.ts';
export * from './tables.ts';
export * from './team.ts';
