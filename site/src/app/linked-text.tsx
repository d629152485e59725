// A sentence of the catalogue with links in it ("See <0>pricing</0> and <1>why businesses choose us</1>."): the whole
// sentence is one text, so each language puts its links where its grammar wants them (Japanese before the verb, German
// at the end); the code says what each numbered part becomes.
import { Fragment, type ReactNode } from 'react';

const PART = /<(\d+)>(.*?)<\/\1>/gs;

/** `text` with each `<n>…</n>` replaced by `parts[n](…)` (a part without a renderer stays its plain words). */
export function linked(text: string, parts: ReadonlyArray<(words: string) => ReactNode>): ReactNode {
  const nodes: ReactNode[] = [];
  let end = 0;
  for (const match of text.matchAll(PART)) {
    if (match.index > end) nodes.push(text.slice(end, match.index));
    const render = parts[Number(match[1])];
    nodes.push(render ? withKey(render(match[2]), nodes.length) : match[2]);
    end = match.index + match[0].length;
  }
  if (end < text.length) nodes.push(text.slice(end));
  return <>{nodes}</>;
}

function withKey(node: ReactNode, key: number): ReactNode {
  return <Fragment key={key}>{node}</Fragment>;
}
