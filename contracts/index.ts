export * from './constants';
export * from './errors';
export * from './permissions';
export * from './user.schema';
export * from './me.schema';
export * from './channel.schema';
export * from './auth.schema';
export * from './socket/protocol';
