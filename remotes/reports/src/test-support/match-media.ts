/** jsdom has no matchMedia: pretend the window is narrower (mobile) or wider (desktop) than the breakpoint. */
export function setViewport(kind: 'mobile' | 'desktop'): void {
  window.matchMedia = ((query: string) => ({
    matches: kind === 'mobile',
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}
