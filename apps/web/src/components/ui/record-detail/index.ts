export { FieldList, ItemsTable, StatusTimeline } from './record-detail';
export type { GoodsLine, ItemsTableLabels, StatusEvent } from './record-detail';
