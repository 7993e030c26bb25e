export { Breadcrumbs, type BreadcrumbsProps } from './breadcrumbs';
export {
  collapseBreadcrumbs,
  type BreadcrumbItem,
  type CollapsedBreadcrumbs,
} from './collapse-breadcrumbs';
