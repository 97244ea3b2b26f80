import { Fragment, type ReactNode } from 'react';

/**
 * A catalog sentence with some of its values shown as elements (bold, a highlight, code). The
 * sentence stays whole for translators, who may put the values anywhere in it: `format` is called
 * with a marker for each value, and the markers in its result are swapped for `parts`.
 */
export function RichSentence({ format, parts }: { format: (...values: string[]) => string; parts: readonly ReactNode[] }) {
  const text = format(...parts.map((_, i) => `\uE000${i}\uE001`));
  return text.split(/\uE000(\d+)\uE001/).map((piece, i) => (i % 2 === 0 ? piece : <Fragment key={i}>{parts[Number(piece)]}</Fragment>));
}
