export * from './companies';
export * from './users';
export * from './auth';
export * from './permissions';
export * from './channels';
export * from './interactions';
export * from './saved-responses';
