/** The file name of an attachment's Content-Disposition, or the fallback. */
export function attachmentName(disposition: string | null, fallback: string): string {
  const name = /filename="([^"]+)"/.exec(disposition ?? '')?.[1];
  return name ?? fallback;
}
