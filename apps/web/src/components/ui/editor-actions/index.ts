export { EditorActions, type EditorActionsProps } from './editor-actions';
