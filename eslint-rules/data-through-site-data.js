// ESLint rule: on the reader site, only site/data/ talks to the API. Elsewhere a file neither imports a Supabase
// client package for its values (a type, such as the SupabaseClient an island hands to a data function, is allowed)
// nor calls what names a table, an RPC, a storage bucket or an Edge Function: `.from(…)`, `.rpc(…)`, `.storage`,
// `.functions.invoke(…)`. A schema change is then looked for in site/data/ alone (docs/architecture.md).
// `X.from(…)` on a capitalised name (Array.from, Uint8Array.from, Temporal.PlainDate.from) is a class's, not a client's;
// `navigator.storage` is the browser's storage manager.

const CLIENT_PACKAGE = /^@supabase\//;

/** Whether the import brings in only types (`import type …`, or every specifier `type …`). */
function typeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((specifier) => specifier.importKind === 'type' || specifier.exportKind === 'type');
}

function propertyName(member) {
  if (member.type !== 'MemberExpression') return null;
  if (!member.computed && member.property.type === 'Identifier') return member.property.name;
  if (member.computed && member.property.type === 'Literal' && typeof member.property.value === 'string') return member.property.value;
  return null;
}

/** Array, Uint8Array, Temporal.PlainDate: a class or namespace by its capital, where clients are lower-case. */
function isConstructorName(node) {
  const name = node.type === 'Identifier' ? node.name : propertyName(node);
  return typeof name === 'string' && /^[A-Z]/.test(name);
}

/** @type {import('eslint').Rule.RuleModule} */
export const dataThroughSiteData = {
  meta: {
    type: 'problem',
    docs: { description: 'On the reader site, only site/data/ imports supabase-js or names tables, RPCs, buckets and functions' },
    messages: {
      clientImport: "Import '{{source}}' only for types here; call a function of site/data/ instead (docs/architecture.md).",
      dataCall: '`{{what}}` names what the API holds: call a function of site/data/ instead (docs/architecture.md).',
    },
    schema: [],
  },
  create(context) {
    function checkImport(node) {
      const source = node.source;
      if (!source || typeof source.value !== 'string' || !CLIENT_PACKAGE.test(source.value)) return;
      if (node.type !== 'ImportExpression' && typeOnly(node)) return;
      context.report({ node: source, messageId: 'clientImport', data: { source: source.value } });
    }
    return {
      ImportDeclaration: checkImport,
      ExportNamedDeclaration: checkImport,
      ExportAllDeclaration: checkImport,
      ImportExpression: checkImport,
      CallExpression(node) {
        const callee = node.callee;
        const name = propertyName(callee);
        if (name === 'rpc') context.report({ node, messageId: 'dataCall', data: { what: '.rpc()' } });
        else if (name === 'from' && !isConstructorName(callee.object)) context.report({ node, messageId: 'dataCall', data: { what: '.from()' } });
        else if (name === 'invoke' && propertyName(callee.object) === 'functions') {
          context.report({ node, messageId: 'dataCall', data: { what: '.functions.invoke()' } });
        }
      },
      MemberExpression(node) {
        if (propertyName(node) !== 'storage') return;
        if (node.object.type === 'Identifier' && node.object.name === 'navigator') return;
        context.report({ node, messageId: 'dataCall', data: { what: '.storage' } });
      },
    };
  },
};
