export * from './constants';
export * from './schemas/family-member';
export * from './schemas/document';
export * from './schemas/extracted';
export * from './schemas/runtime-config';
