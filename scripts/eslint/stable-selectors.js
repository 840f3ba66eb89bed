// ESLint rule: a zustand selector returns something stable. zustand compares a selector's result by identity, so
// `useLayoutStore((s) => s.list ?? [])`, `(s) => ({ a: s.a })` or `(s) => s.items.filter(…)` build a new value on
// every call and re-render (or loop) forever. Select the stored value (the stores keep stable empty constants,
// e.g. NO_MENUS) or wrap an object/array pick in useShallow.
const FRESH_CALLS = new Set(['map', 'filter', 'slice', 'concat', 'flatMap', 'toSorted', 'toReversed']);

function freshValue(node) {
  if (!node) return null;
  if (node.type === 'ObjectExpression' || node.type === 'ArrayExpression' || node.type === 'NewExpression')
    return 'a new object or array';
  if (node.type === 'LogicalExpression' && (node.operator === '??' || node.operator === '||')) {
    const r = node.right;
    if (r.type === 'ObjectExpression' || r.type === 'ArrayExpression')
      return `\`${node.operator} ${r.type === 'ArrayExpression' ? '[]' : '{}'}\``;
  }
  if (
    node.type === 'CallExpression' &&
    node.callee.type === 'MemberExpression' &&
    node.callee.property.type === 'Identifier' &&
    FRESH_CALLS.has(node.callee.property.name)
  )
    return `\`.${node.callee.property.name}()\``;
  if (node.type === 'ConditionalExpression') return freshValue(node.consequent) ?? freshValue(node.alternate);
  return null;
}

function returned(fn) {
  if (fn.body.type !== 'BlockStatement') return [fn.body];
  return fn.body.body.filter((s) => s.type === 'ReturnStatement').map((s) => s.argument);
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'zustand selectors must return stable values' },
    schema: [],
    messages: {
      fresh:
        'This selector returns {{what}}, a new value on every call: select the stored value, use a constant, or wrap the pick in useShallow.',
    },
  },
  create(context) {
    return {
      CallExpression(node) {
        if (node.callee.type !== 'Identifier' || !/^use\w*Store$/.test(node.callee.name)) return;
        const fn = node.arguments[0];
        if (!fn || (fn.type !== 'ArrowFunctionExpression' && fn.type !== 'FunctionExpression')) return;
        for (const value of returned(fn)) {
          const what = freshValue(value);
          if (what) context.report({ node: value, messageId: 'fresh', data: { what } });
        }
      },
    };
  },
};
