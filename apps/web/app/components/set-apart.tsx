import type { ReactNode } from 'react';

/**
 * A sentence with one value in it set apart in a <bdi>, so the value keeps its own direction inside a sentence
 * of the other: a search for "C++" in an Arabic heading would otherwise show "++C", an order number would
 * break at its hyphen with its halves at the two ends of the lines. `ltr` also keeps it on one line, left to
 * right, for values that are always written so (an order number). The sentence as it is when the value is
 * not in it.
 */
export function SetApart({
  sentence,
  value,
  ltr = false,
}: {
  sentence: string;
  value: string;
  ltr?: boolean;
}) {
  const at = value ? sentence.indexOf(value) : -1;
  if (at < 0) return sentence;
  const part: ReactNode = ltr ? (
    <bdi dir="ltr" className="whitespace-nowrap">
      {value}
    </bdi>
  ) : (
    <bdi>{value}</bdi>
  );
  return (
    <>
      {sentence.slice(0, at)}
      {part}
      {sentence.slice(at + value.length)}
    </>
  );
}
