/**
 * Text made safe to put in an HTML string: for the few APIs that take HTML rather than nodes
 * (Leaflet's `bindTooltip`, `bindPopup` and `divIcon` `html` with a string). React-rendered text
 * needs none of this.
 */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}
