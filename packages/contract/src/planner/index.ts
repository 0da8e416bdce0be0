export * from './figures';
export * from './reference-figures';
export * from './inputs';
export * from './estimate';
export * from './reference-model';
export * from './enquiry-defaults';
export * from './messages';
export * from './contract';
