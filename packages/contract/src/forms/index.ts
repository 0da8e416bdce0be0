export * from './account';
export * from './career';
export * from './checkout';
export * from './account-settings';
export * from './contact';
export * from './customization';
export * from './enquiry';
export * from './quantity';
