export * from './action.ts';
export * from './constants.ts';
export * from './permissions.ts';
export * from './roles.ts';
export * from './statuses.ts';
export * from './validation.ts';
