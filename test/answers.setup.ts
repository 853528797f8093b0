import { afterEach, expect } from 'vitest';
import { undocumentedAnswers } from './answer-check.js';

// Every test file: the test during which an app (test/helpers.ts, buildTestApp) sent an answer its OpenAPI
// document does not describe fails, naming the answer and what is wrong with it.
afterEach(() => {
  expect(undocumentedAnswers(), 'answers the OpenAPI document does not describe').toEqual([]);
});
