/** Phone, email and address searches load their report page in full (spec §2.2). */
export function loadPage(url: string): void {
  window.location.assign(url);
}
