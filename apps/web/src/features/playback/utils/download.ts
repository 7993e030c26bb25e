/** Saves text as a file in the browser (an anchor with `download`, then the URL released). */
export function downloadText(text: string, fileName: string, mime: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: mime }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Released after the browser has taken the file.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
