// ESLint rule: apps meet only through @site/shared (compile time) and Module Federation (run time).
// An import that reaches into another app's folder, or names another app's package, fails lint.
import path from 'node:path';
import { findRemotes, ROOT } from '../remotes.js';

// The remotes come from remotes/*/package.json (one list for every tool), so a new remote is guarded at once.
const REMOTE_UNITS = findRemotes().map((r) => [r.packageName, `remotes/${r.name}`]);
const APP_PACKAGES = Object.fromEntries([['@site/host', 'host'], ...REMOTE_UNITS, ['@site/infra', 'infra']]);
/** Units that must stay apart. e2e/, bench/ and scripts/ are tools that may drive any of them. */
const GUARDED = ['host', ...REMOTE_UNITS.map(([, unit]) => unit), 'infra', 'shared'];

function unitOf(absPath) {
  const rel = path.relative(ROOT, absPath).split(path.sep).join('/');
  return [...GUARDED, 'e2e', 'bench', 'scripts'].find((u) => rel === u || rel.startsWith(`${u}/`)) ?? null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'forbid importing another app of the platform' },
    schema: [],
    messages: {
      crossApp:
        "'{{from}}' may not import '{{source}}' ({{to}}): apps meet only through @site/shared and Module Federation.",
    },
  },
  create(context) {
    const from = unitOf(context.filename);
    if (!from || !GUARDED.includes(from)) return {};
    function check(node) {
      const source = node.source && node.source.type === 'Literal' ? node.source.value : null;
      if (typeof source !== 'string') return;
      let to = null;
      if (source.startsWith('.')) to = unitOf(path.resolve(path.dirname(context.filename), source));
      else {
        const pkg = Object.keys(APP_PACKAGES).find((p) => source === p || source.startsWith(`${p}/`));
        if (pkg) to = APP_PACKAGES[pkg];
      }
      if (to && to !== from && (GUARDED.includes(to) || from === 'shared')) {
        context.report({ node, messageId: 'crossApp', data: { from, source, to } });
      }
    }
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportAllDeclaration: check,
      ExportNamedDeclaration: check,
    };
  },
};
