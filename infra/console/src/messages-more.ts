/**
 * More of the frame's texts (namespace `frame`, spread into messages.ts): a change refused because someone else
 * changed the item meanwhile (stale.tsx) and a list page past the end (QueryList).
 */
export const MORE_EN = {
  'error.staleView': 'Someone changed this since you opened it. Reload to see it.',
  'stale.changedBy': 'Changed by {{who}} at {{time}} — reload to see it.',
  'stale.changed': 'Changed since you opened it — reload to see it.',
  'stale.reload': 'Reload',
  'list.pastEnd': 'Page {{page}} is past the end of this list (the last page is {{count}}).',
  'list.lastPage': 'Go to page {{page}}',
};
type MoreKey = keyof typeof MORE_EN;

export const MORE_PHP: Record<MoreKey, string> = {
  'error.staleView': 'May nagbago nito mula nang buksan mo. I-reload para makita.',
  'stale.changedBy': 'Binago ni {{who}} noong {{time}} — i-reload para makita.',
  'stale.changed': 'Nabago mula nang buksan mo — i-reload para makita.',
  'stale.reload': 'I-reload',
  'list.pastEnd': 'Lampas na sa dulo ng listahan ang pahina {{page}} (ang huling pahina ay {{count}}).',
  'list.lastPage': 'Pumunta sa pahina {{page}}',
};

export const MORE_CN: Record<MoreKey, string> = {
  'error.staleView': '自您打开后已有人修改。请重新加载查看。',
  'stale.changedBy': '{{who}} 于 {{time}} 修改 — 请重新加载查看。',
  'stale.changed': '自您打开后已被修改 — 请重新加载查看。',
  'stale.reload': '重新加载',
  'list.pastEnd': '第 {{page}} 页超出了列表末尾（最后一页是第 {{count}} 页）。',
  'list.lastPage': '前往第 {{page}} 页',
};
