export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

// Content-hashed file names (webpack's [contenthash:10]) never change meaning, so they can be cached forever.
const HASHED_FILE = /\.[0-9a-f]{10}\.(js|css|map|txt|png|jpe?g|svg|webp)$/;

const PRECOMPRESSED = /\.(br|gz)$/;

/** Remote releases live in immutable, versioned folders; the host's unhashed files must be revalidated. */
export function cacheControlFor(filePath: string, hostRoot: string): string {
  if (!filePath.startsWith(hostRoot)) return IMMUTABLE;
  // A precompressed copy (main.js.br) is cached as the file it encodes.
  return HASHED_FILE.test(filePath.replace(PRECOMPRESSED, '')) ? IMMUTABLE : NO_CACHE;
}
