// The formatter is shared (route optimization shows tolls with it); sales orders keep this name.
export { formatRupiah } from '@/lib/format-rupiah';
