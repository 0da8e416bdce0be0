import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { clientChunks, shellModules } from './client-chunks';

const app = '/repo/apps/web/app';
const react = '/repo/node_modules/react/index.js';
const contract = '/repo/packages/contract/dist/index.js';
const constants = '/repo/packages/contract/dist/constants.js';
const constantsChunk = '/repo/packages/contract/dist/chunk-C.js';
const adminMessages = '/repo/packages/contract/dist/admin-messages.js';
const zod = '/repo/node_modules/zod/index.js';

/** A module graph as Rollup reports it: each module with the modules it imports statically. */
function graph(imports: Record<string, string[]>) {
  const getModuleInfo = ((id: string) =>
    id in imports ? { importedIds: imports[id] } : null) as unknown as Rollup.GetModuleInfo;
  return { getModuleInfo, getModuleIds: () => Object.keys(imports)[Symbol.iterator]() };
}

const modules = {
  [`${app}/root.tsx`]: [
    `${app}/header.tsx`,
    `${app}/toaster.tsx`,
    `${app}/badge.tsx`,
    react,
    `${app}/app.css?url`,
  ],
  [`${app}/header.tsx`]: [`${app}/icons.tsx`, `${app}/dialog.tsx`, react],
  [`${app}/icons.tsx`]: [`${app}/icon-sprite.svg`, `${app}/names.js`],
  // a plain JavaScript module of ours is checked as any other
  [`${app}/names.js`]: [],
  [`${app}/dialog.tsx`]: [react, `${app}/header.tsx`],
  // the contract's constants import nothing else: they may come in with the toaster
  [`${app}/toaster.tsx`]: [`${app}/toast-model.ts`, `${app}/dialog.tsx`],
  [`${app}/toast-model.ts`]: [constants],
  [constants]: [constantsChunk],
  [constantsChunk]: [],
  // the contract's index would bring all of zod into the shell
  [`${app}/badge.tsx`]: [contract, react],
  [`${app}/routes/home.tsx`]: [`${app}/card.tsx`, `${app}/header.tsx`],
  [`${app}/card.tsx`]: [react],
  // the index also re-exports modules that import nothing: they leave with it
  [contract]: [zod, adminMessages],
  [adminMessages]: [],
  [zod]: [],
  [react]: [],
  [`${app}/app.css?url`]: [],
  [`${app}/icon-sprite.svg`]: [],
};

describe('the client build chunks', () => {
  it("puts the layout's own modules in the shell, through import cycles, and nothing a page alone uses", () => {
    const { getModuleInfo, getModuleIds } = graph(modules);
    expect([...shellModules(getModuleInfo, getModuleIds())].sort()).toEqual([
      `${app}/dialog.tsx`,
      `${app}/header.tsx`,
      `${app}/icon-sprite.svg`,
      `${app}/icons.tsx`,
      `${app}/names.js`,
      `${app}/toast-model.ts`,
      `${app}/toaster.tsx`,
      constantsChunk,
      constants,
    ]);
  });

  it('leaves out a module that imports a package other than the framework, and every module importing it', () => {
    const { getModuleInfo, getModuleIds } = graph(modules);
    const shell = shellModules(getModuleInfo, getModuleIds());
    expect(shell.has(`${app}/badge.tsx`)).toBe(false);
    expect(shell.has(contract)).toBe(false);
    expect(shell.has(adminMessages)).toBe(false);
    expect(shell.has(zod)).toBe(false);
    // a module of ours in the shell that came to import one would leave it, with its importers, and the
    // contract's modules that only it brought would leave too
    const grown = { ...modules, [`${app}/toast-model.ts`]: [constants, contract] };
    const after = graph(grown);
    expect([...shellModules(after.getModuleInfo, after.getModuleIds())].sort()).toEqual([
      `${app}/dialog.tsx`,
      `${app}/header.tsx`,
      `${app}/icon-sprite.svg`,
      `${app}/icons.tsx`,
      `${app}/names.js`,
    ]);
  });

  it('names the framework, the shell and leaves the rest to Rollup', () => {
    const meta = graph(modules) as unknown as Rollup.ManualChunkMeta;
    const chunkOf = clientChunks();
    expect(chunkOf(react, meta)).toBe('framework');
    expect(chunkOf(`${app}/header.tsx`, meta)).toBe('shell');
    expect(chunkOf(`${app}/card.tsx`, meta)).toBeUndefined();
    expect(chunkOf(zod, meta)).toBeUndefined();
  });
});
