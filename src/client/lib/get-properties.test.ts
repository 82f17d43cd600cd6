/** GET /properties is read through the parser generated from schemas/api/system. */
import { describe, expect, it } from 'vitest';
import { setUpApiTests, stubApi } from '../test/api-harness.tsx';
import { ResponseParseError } from './api-client.ts';
import { getProperties } from './get-properties.ts';

const properties = {
  version: '1.4.0',
  supportPhone: '+36 1 555 0100',
  supportEmail: 'ugyfelszolgalat@example.hu',
  supportHours: '8:00-18:00',
};

describe('getProperties', () => {
  setUpApiTests();

  it('answers the version and the customer-service contacts', async () => {
    stubApi({ 'GET /properties': properties });
    await expect(getProperties()).resolves.toEqual(properties);
  });

  it('refuses an answer without the support e-mail or with a numeric version', async () => {
    const { supportEmail: _supportEmail, ...rest } = properties;
    stubApi({ 'GET /properties': { ...rest, version: 14 } });
    const error = await getProperties().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseParseError);
    expect((error as ResponseParseError).issues.map((issue) => issue.path).toSorted()).toEqual([
      'supportEmail',
      'version',
    ]);
  });
});
