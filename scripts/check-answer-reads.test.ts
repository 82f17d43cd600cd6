import { describe, expect, it } from 'vitest';
import { answerReadProblems, findAnswerReadProblems } from './check-answer-reads.mjs';

describe('answer reads in src/client (docs/decisions/0027)', () => {
  it('refuses a .json<T>() cast wherever it is', () => {
    expect(
      answerReadProblems('src/client/lib/i18n.ts', "http.get('x').json<Record<string, string>>()"),
    ).toEqual([
      'src/client/lib/i18n.ts:1: .json<T>() casts an answer; use parseResponse(request, parser)',
    ]);
  });

  it('refuses a bare .json() read outside the listed files, allows it in them', () => {
    expect(
      answerReadProblems('src/client/features/x/api/get-x.ts', "api().get('x').json()"),
    ).toHaveLength(1);
    expect(answerReadProblems('src/client/lib/csrf.ts', 'await response.json()')).toEqual([]);
    expect(
      answerReadProblems('src/client/features/x/api/get-x.ts', 'parseResponse(api().get(x), p)'),
    ).toEqual([]);
  });

  it('finds nothing in the client as it is', () => {
    expect(findAnswerReadProblems()).toEqual([]);
  });
});
