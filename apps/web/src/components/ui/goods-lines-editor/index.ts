export { GOODS_LINE_FIELDS, GoodsLinesEditor } from './goods-lines-editor';
export type { GoodsLineDraft, GoodsLineField, GoodsLinesEditorProps } from './goods-lines-editor';
