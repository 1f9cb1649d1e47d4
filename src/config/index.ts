export * from './constants';
export * from './currencies';
export * from './locales';
export * from './tenants';
export * from './rental';
