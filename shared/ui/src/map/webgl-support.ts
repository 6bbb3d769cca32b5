/**
 * Whether this browser can give MapLibre a WebGL context: without one (WebGL switched off, no GPU and no software
 * fallback) the map is not drawn, and the screen says so beside the list that carries the same places.
 */
export function webGlAvailable(): boolean {
  // no WebGL at all (jsdom, very old browsers): not even asked
  if (typeof WebGLRenderingContext === 'undefined') return false;
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    // a page may hold only a few WebGL contexts at once: this one is let go at once, for the map's own
    context?.getExtension('WEBGL_lose_context')?.loseContext();
    return context !== null;
  } catch {
    return false;
  }
}
