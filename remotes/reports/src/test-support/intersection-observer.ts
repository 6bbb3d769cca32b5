/** jsdom has no IntersectionObserver: a stand-in whose observers tests can drive by element id. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();

  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(element: Element): void {
    this.observed.add(element);
  }

  unobserve(element: Element): void {
    this.observed.delete(element);
  }

  disconnect(): void {
    this.observed.clear();
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Reports the elements with these ids as entering (true) or leaving (false) the observed area. */
  static report(changes: Record<string, boolean>): void {
    for (const observer of FakeIntersectionObserver.instances) {
      const entries = [...observer.observed]
        .filter((element) => element.id in changes)
        .map((element) => ({ target: element, isIntersecting: changes[element.id] }) as IntersectionObserverEntry);
      if (entries.length) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }

  static install(): void {
    FakeIntersectionObserver.instances = [];
    globalThis.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  }
}
