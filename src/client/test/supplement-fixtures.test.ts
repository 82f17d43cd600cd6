import { describe, expect, it } from 'vitest';
import { applicationDetailResponse } from '../generated/zod/applications/applications.ts';
import { callDetailResponse } from '../generated/zod/calls/calls.ts';
import { lifecycleStateResponse } from '../generated/zod/lifecycle/lifecycle.ts';
import type { LazyParser } from '../lib/parse-response.ts';
import type { z } from 'zod';
import { APPLICATION_ID, call, lifecycleState, supplementAnswers } from './supplement-fixtures.ts';

/** The issues of `value` against a generated parser (none when it is a whole answer). */
async function issuesOf(parser: LazyParser<z.ZodType>, value: unknown) {
  const result = (await parser.load()).safeParse(value);
  return result.success ? [] : result.error.issues;
}

describe('supplement fixtures', () => {
  it('are whole answers of their schemas, as the fetchers check them', async () => {
    for (const items of [['documents.ARAJANLAT'], null]) {
      expect(await issuesOf(lifecycleStateResponse, lifecycleState(items))).toEqual([]);
      const application = supplementAnswers(items)[`GET /palyazatok/${APPLICATION_ID}`];
      expect(await issuesOf(applicationDetailResponse, application)).toEqual([]);
    }
    expect(await issuesOf(callDetailResponse, call)).toEqual([]);
  });
});
