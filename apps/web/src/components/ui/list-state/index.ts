export { ListState, Pager } from './list-state';
