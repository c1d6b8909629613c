/**
 * A phone may paint a page before it has read all of it: the parser hands over what it has, down to
 * part of a word. {@link cutAnywhere} runs in the page: it cuts `root`'s markup at each tag and
 * inside each text, as if the browser had read only that far, and lists what then stands anywhere
 * but where the whole page puts it — what the browser would count as a layout shift when the rest
 * arrives. Counted as the browser counts one: what draws nothing (no area) is not, nor a move under
 * 3 px (Chromium's threshold), nor a word of running text wrapping to the next line while its
 * block stays (that is how text arrives), nor the inside of a chart (SVG) whose axes are drawn
 * from the end.
 */
export type CutOptions = {
  /** cut inside a text at every character, not only after its first and its last but one */
  everyCharacter?: boolean;
  /** only what stands in the first screen (above innerHeight) */
  firstScreen?: boolean;
};

export function cutAnywhere(root: Element, options: CutOptions): string[] {
  // one function: the page runs it from its source, without this module
  /** Leaves `root` as read up to `at` (its first `k` characters, or its start tag): the rest is taken out until restored. */
  const cut = (at: Node, k: number): (() => void) => {
    const out: [ParentNode, ChildNode][] = [];
    const text = at instanceof Text ? at.data : undefined;
    if (at instanceof Text) at.data = at.data.slice(0, k);
    else for (const child of [...at.childNodes]) out.push([at as ParentNode, child]);
    for (let n: Node = at; n !== root && n.parentNode; n = n.parentNode)
      for (let s = n.nextSibling; s; s = s.nextSibling) out.push([n.parentNode, s]);
    for (const [, child] of out) child.remove();
    return () => {
      for (const [parent, child] of out) parent.appendChild(child);
      if (text !== undefined) (at as Text).data = text;
    };
  };
  const limit = options.firstScreen ? innerHeight : Infinity;
  const skipped = (n: Node) => !!n.parentElement?.closest('script, style, template, svg');
  const nodes: Node[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) if (!skipped(walker.currentNode) && !(walker.currentNode instanceof Text && !walker.currentNode.data.trim())) nodes.push(walker.currentNode);
  const where = (n: Node): DOMRect | undefined => {
    const range = document.createRange();
    range.selectNodeContents(n);
    const r = n instanceof Element ? n.getBoundingClientRect() : range.getClientRects()[0];
    return r && r.width * r.height > 0 ? r : undefined;
  };
  const name = (n: Node) => (n instanceof Element ? `<${n.tagName.toLowerCase()}>` : `"${(n.textContent ?? '').slice(0, 40)}"`);
  const xy = (r: DOMRect | undefined) => (r ? `${Math.round(r.left)},${Math.round(r.top)}` : 'nowhere');
  // running text: a text, or an element set in the line as one (a <strong>, a <code>)
  const flowing = (n: Node) => n instanceof Text || (n instanceof Element && getComputedStyle(n).display === 'inline');
  const blockOf = (n: Node) => {
    let e = n.parentElement;
    while (e && getComputedStyle(e).display === 'inline') e = e.parentElement;
    return e;
  };
  const moved = (a: DOMRect | undefined, b: DOMRect | undefined) => !a || !b || Math.abs(a.left - b.left) >= 3 || Math.abs(a.top - b.top) >= 3;
  const whole = nodes.map(where);
  const wholeOf = new Map(nodes.map((n, i) => [n, whole[i]]));
  const below = whole.findIndex((r) => r !== undefined && r.top >= limit);
  const shown = below < 0 ? nodes.length : below;
  const found: string[] = [];
  for (let i = 0; i < shown; i++) {
    const at = nodes[i]!;
    // an element is cut after its start tag (k = 0), a text after 1 to length − 1 of its characters
    const length = at instanceof Text ? at.data.length : 0;
    const ks = !(at instanceof Text) ? [0] : options.everyCharacter ? [...Array(length).keys()].slice(1) : [1, length - 1].filter((k) => k > 0);
    for (const k of new Set(ks)) {
      const restore = cut(at, k);
      for (let j = 0; j <= i; j++) {
        const n = nodes[j]!;
        const now = where(n);
        const then = whole[j];
        if (!now || now.top >= limit) continue;
        if (then && Math.abs(now.top - then.top) >= 3 && flowing(n)) {
          const box = blockOf(n);
          if (box && !moved(where(box), wholeOf.get(box))) continue;
        }
        if (moved(now, then))
          found.push(`cut at ${name(at)}${k ? ` after ${k}` : ''}: ${name(n)} at ${xy(now)}, whole at ${xy(then)}`);
      }
      restore();
    }
  }
  return found;
}
