export { NotFoundPage as Component } from '@/components/ui/status-page/not-found-page';
