import { initContract } from '@ts-rest/core';
import { catalog } from './catalog';

export * from './common';
export * from './constants';
export * from './options';
export * from './enums';
export * from './messages';
export * from './fields';
export * from './cross-field';
export * from './rules';
export * from './forms';
export * from './catalog';
export * from './money';

const c = initContract();

/** Every endpoint of the API; paths carry no `/api` prefix (the API adds it globally). */
export const contract = c.router({ catalog });
export type Contract = typeof contract;
