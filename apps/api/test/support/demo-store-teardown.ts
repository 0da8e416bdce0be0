// Jest's global teardown: removes the demo store demo-store.ts seeded.
export { removeDemoStore as default } from './demo-store';
