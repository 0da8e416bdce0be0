#!/usr/bin/env node
// `mongo-lite --port P --dbpath D`: the built server's command line (src/cli.ts; `pnpm build` makes dist/).
// A file of its own, present before anything is built, so installing the workspace can link the command.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the package is CommonJS, as is its build
require('../dist/cli.js');
