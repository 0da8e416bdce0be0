import { describe, expect, it } from 'vitest';
import { accountMessages } from './auth-messages';
import { accountSettingsMessages } from './account-settings-messages';
import { adminProductMessages } from './admin-products-messages';
import { adminCatalogMessages } from './admin-catalog-messages';
import { catalogMessages } from './catalog-messages';
import { commonMessages, fileMessages } from './common-messages';
import { contentMessages } from './content-messages';
import { enquiryMessages } from './enquiries-messages';
import { adminOrderMessages } from './admin-orders-messages';
import { pipelineMessages } from './admin-pipelines-messages';
import { uploadMessages } from './uploads-messages';
import {
  apiMessages,
  englishMessage,
  fillMessage,
  isMessageCode,
  messageRef,
  parseMessageRef,
} from './message-codes';
import { tooLong, validationCodes, validationMessages } from './messages';
import { plannerMessages } from './planner/messages';
import { shopMessages } from './shop-messages';

describe('message catalogues', () => {
  it('never use one code twice across domains', () => {
    const catalogues = [
      commonMessages,
      fileMessages,
      validationMessages,
      accountMessages,
      accountSettingsMessages,
      catalogMessages,
      contentMessages,
      plannerMessages,
      shopMessages,
      uploadMessages,
      enquiryMessages,
      adminOrderMessages,
      pipelineMessages,
      adminProductMessages,
      adminCatalogMessages,
    ];
    const total = catalogues.reduce((n, catalogue) => n + Object.keys(catalogue).length, 0);
    expect(Object.keys(apiMessages)).toHaveLength(total);
  });

  it('give every code a plain identifier, so it can travel in a URL-like reference', () => {
    for (const code of Object.keys(apiMessages)) expect(code).toMatch(/^[a-zA-Z][a-zA-Z0-9]*$/);
  });

  it('let rules carry their code as the zod message', () => {
    expect(validationCodes.required).toBe('required');
    expect(validationCodes.passwordMismatch).toBe('passwordMismatch');
  });
});

describe('message references', () => {
  it('carry parameters and come back with numbers as numbers', () => {
    expect(messageRef('wrongCode', { triesLeft: 3 })).toBe('wrongCode?triesLeft=3');
    expect(messageRef('required')).toBe('required');
    expect(parseMessageRef('wrongCode?triesLeft=3')).toEqual({ code: 'wrongCode', params: { triesLeft: 3 } });
    expect(parseMessageRef(tooLong(200))).toEqual({ code: 'tooLong', params: { max: 200 } });
    expect(parseMessageRef('required')).toEqual({ code: 'required' });
  });

  it('leave text that is no code alone', () => {
    expect(parseMessageRef('Expected object, received string')).toBeUndefined();
    expect(parseMessageRef('toString')).toBeUndefined();
    expect(isMessageCode('constructor')).toBe(false);
    expect(englishMessage('Expected object, received string')).toBe('Expected object, received string');
  });

  it('fill the English sentence', () => {
    expect(englishMessage(tooLong(100))).toBe('Must be at most 100 characters.');
    expect(englishMessage('wrongCode', { triesLeft: 2 })).toBe('The code is wrong. Tries left: 2.');
    expect(englishMessage('careerPhone')).toBe('Valid UAE phone number required');
    expect(fillMessage('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});
