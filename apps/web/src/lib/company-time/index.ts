export * from './company-time';
export * from './zone';
