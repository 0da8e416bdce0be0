import { describe, expect, it } from 'vitest';
import { hasAnswers } from '#app/planner/planner-values';

describe("the planner's address", () => {
  it.each(['lang=ar', 'lang=en', 'utm_source=newsletter&utm_medium=email', ''])(
    'starts from the first answers for ?%s',
    (query) => {
      expect(hasAnswers(new URLSearchParams(query))).toBe(false);
    },
  );

  it.each(['location=dubai', 'crops=basil', 'lang=ar&technology=aeroponics', 'budget='])(
    'reads the answers of ?%s',
    (query) => {
      expect(hasAnswers(new URLSearchParams(query))).toBe(true);
    },
  );
});
