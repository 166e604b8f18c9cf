// ESLint rule: outside lib/, the root lib/ is imported as `@lib/…`, never by a relative path. A relative
// `../../lib/x` means the root lib/ or site/lib/ depending on where the file sits; the alias says which.
// lib/ itself keeps relative imports between its own modules.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const libDir = path.join(root, 'lib') + path.sep;

function reachesRootLib(filename, specifier) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return false;
  return path.resolve(path.dirname(filename), specifier).startsWith(libDir);
}

/** @type {import('eslint').Rule.RuleModule} */
export const libThroughAlias = {
  meta: {
    type: 'problem',
    docs: { description: 'Import the root lib/ as @lib/… outside lib/' },
    messages: { useAlias: 'Import the root lib/ as \'@lib/{{rest}}\' (README "Repository layout").' },
    schema: [],
  },
  create(context) {
    const filename = context.filename;
    if (filename.startsWith(libDir)) return {};
    function check(node) {
      const source = node.source;
      if (!source || typeof source.value !== 'string' || !reachesRootLib(filename, source.value)) return;
      const rest = path
        .relative(libDir, path.resolve(path.dirname(filename), source.value))
        .split(path.sep)
        .join('/');
      context.report({ node: source, messageId: 'useAlias', data: { rest } });
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
