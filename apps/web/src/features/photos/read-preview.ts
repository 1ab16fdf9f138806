/**
 * A chosen file as a data: URL, to show it before it is saved with a dish (the page's CSP allows data: images, not
 * blob: ones; the stored photo is not public until a dish shows it).
 */
export function readPreview(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('readPreview: no data URL')));
    reader.onerror = () => reject(reader.error ?? new Error('readPreview: the file could not be read'));
    reader.readAsDataURL(file);
  });
}
