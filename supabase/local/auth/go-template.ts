/**
 * The part of Go's text/template that Supabase's e-mail templates use, so the local mailbox renders a template as
 * hosted GoTrue does: `{{ .Name }}` and `{{ .Data.key }}` (the user's metadata), and conditionals on them,
 * `{{ if eq .Data.locale "nl" }}…{{ else if … }}…{{ else }}…{{ end }}` (also a bare `{{ if .Data.key }}`). The
 * `{{-`/`-}}` markers trim the whitespace beside them, as in Go. Anything else is a template error, as GoTrue
 * would report, so a template that works here works there.
 */

export type TemplateData = Record<string, unknown>;

type Node = { kind: 'text'; text: string } | { kind: 'value'; path: string[] } | { kind: 'if'; branches: { test: Test | null; body: Node[] }[] };
type Operand = { path: string[] } | { literal: string };
type Test = { eq: [Operand, Operand] } | { truthy: Operand };

interface Action {
  words: string[];
  source: string;
}

const ACTION = /\{\{(-?)\s*([\s\S]*?)\s*(-?)\}\}/g;

/** Splits a template into text and actions, applying the trim markers. */
function tokens(template: string): (string | Action)[] {
  const out: (string | Action)[] = [];
  let last = 0;
  let trimNext = false;
  for (const match of template.matchAll(ACTION)) {
    let text = template.slice(last, match.index);
    if (trimNext) text = text.replace(/^\s+/, '');
    if (match[1]) text = text.replace(/\s+$/, '');
    if (text) out.push(text);
    out.push({ words: words(match[2]!), source: match[0] });
    trimNext = Boolean(match[3]);
    last = match.index + match[0].length;
  }
  let rest = template.slice(last);
  if (trimNext) rest = rest.replace(/^\s+/, '');
  if (rest) out.push(rest);
  return out;
}

/** An action's words: field paths, bare words and "quoted literals" (kept with their quotes). */
function words(body: string): string[] {
  return [...body.matchAll(/"(?:[^"\\]|\\.)*"|\S+/g)].map((m) => m[0]);
}

function operand(word: string | undefined, source: string): Operand {
  if (word === undefined) throw new Error(`Template: missing operand in ${source}`);
  if (word.startsWith('"')) return { literal: JSON.parse(word) as string };
  if (word.startsWith('.')) return { path: word.slice(1).split('.').filter(Boolean) };
  throw new Error(`Template: unsupported operand "${word}" in ${source}`);
}

function test(words: string[], source: string): Test {
  if (words[0] === 'eq') {
    if (words.length !== 3) throw new Error(`Template: eq takes two operands in ${source}`);
    return { eq: [operand(words[1], source), operand(words[2], source)] };
  }
  if (words.length !== 1) throw new Error(`Template: unsupported condition in ${source}`);
  return { truthy: operand(words[0], source) };
}

/** Parses the tokens into a tree; `stop` is the set of actions that end the current block. */
function parse(input: (string | Action)[], at: { i: number }, inBlock: boolean): Node[] {
  const nodes: Node[] = [];
  while (at.i < input.length) {
    const token = input[at.i]!;
    if (typeof token === 'string') {
      nodes.push({ kind: 'text', text: token });
      at.i++;
      continue;
    }
    const [first] = token.words;
    if (first === 'else' || first === 'end') {
      if (!inBlock) throw new Error(`Template: unexpected ${token.source}`);
      return nodes;
    }
    at.i++;
    if (first === 'if') {
      const branches: { test: Test | null; body: Node[] }[] = [{ test: test(token.words.slice(1), token.source), body: parse(input, at, true) }];
      for (;;) {
        const closing = input[at.i] as Action | undefined;
        if (!closing) throw new Error(`Template: ${token.source} has no {{ end }}`);
        at.i++;
        if (closing.words[0] === 'end') break;
        const elseIf = closing.words[1] === 'if';
        branches.push({ test: elseIf ? test(closing.words.slice(2), closing.source) : null, body: parse(input, at, true) });
      }
      nodes.push({ kind: 'if', branches });
      continue;
    }
    if (token.words.length === 1 && first?.startsWith('.')) {
      nodes.push({ kind: 'value', path: first.slice(1).split('.').filter(Boolean) });
      continue;
    }
    throw new Error(`Template: unsupported action ${token.source}`);
  }
  return nodes;
}

function lookup(data: TemplateData, path: string[]): unknown {
  let node: unknown = data;
  for (const key of path) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  return node;
}

function valueOf(data: TemplateData, op: Operand): unknown {
  return 'literal' in op ? op.literal : lookup(data, op.path);
}

function passes(data: TemplateData, condition: Test): boolean {
  if ('eq' in condition) return valueOf(data, condition.eq[0]) === valueOf(data, condition.eq[1]);
  const value = valueOf(data, condition.truthy);
  return value !== undefined && value !== null && value !== '' && value !== false && value !== 0;
}

function render(nodes: Node[], data: TemplateData, escape: (s: string) => string): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'text') out += node.text;
    else if (node.kind === 'value') {
      const value = lookup(data, node.path);
      // A whole map (`{{ .Data }}`) or a missing key renders empty here; Go would print the map.
      out += typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? escape(String(value)) : '';
    } else {
      const branch = node.branches.find((b) => b.test === null || passes(data, b.test));
      if (branch) out += render(branch.body, data, escape);
    }
  }
  return out;
}

/** Renders `template` with `data`, passing every inserted value through `escape`. */
export function executeTemplate(template: string, data: TemplateData, escape: (s: string) => string = (s) => s): string {
  const input = tokens(template);
  const at = { i: 0 };
  const tree = parse(input, at, false);
  return render(tree, data, escape);
}
