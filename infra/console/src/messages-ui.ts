/** The kit's own texts (namespace `ui`: Skeleton, Pagination, DateRangePicker, AmountInput). */
export const UI_EN = {
  loading: 'Loading…',
  previous: 'Previous',
  next: 'Next',
  page: 'Page {{page}}',
  pages: 'Pages',
  dateFrom: 'From',
  dateTo: 'To',
  dateOrder: 'The start date must be on or before the end date.',
  amountRange: 'From {{min}} to {{max}}',
};
type UiKey = keyof typeof UI_EN;
export const UI_PHP: Record<UiKey, string> = {
  loading: 'Naglo-load…',
  previous: 'Nakaraan',
  next: 'Susunod',
  page: 'Pahina {{page}}',
  pages: 'Mga pahina',
  dateFrom: 'Mula',
  dateTo: 'Hanggang',
  dateOrder: 'Ang petsa ng simula ay dapat bago o kapareho ng petsa ng pagtatapos.',
  amountRange: 'Mula {{min}} hanggang {{max}}',
};
export const UI_CN: Record<UiKey, string> = {
  loading: '加载中…',
  previous: '上一页',
  next: '下一页',
  page: '第 {{page}} 页',
  pages: '页码',
  dateFrom: '从',
  dateTo: '到',
  dateOrder: '开始日期必须早于或等于结束日期。',
  amountRange: '{{min}} 至 {{max}}',
};
