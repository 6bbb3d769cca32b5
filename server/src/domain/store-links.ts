// The store pages of the member apps, built from their store ids (configuration). The App Store's short form
// (apps.apple.com/app/id…) redirects to the page of the visitor's own country; Google Play's details page is the one
// its badge guidelines link to.

export function appStoreUrl(appStoreId: string): string {
  return `https://apps.apple.com/app/id${encodeURIComponent(appStoreId)}`;
}

export function googlePlayUrl(packageName: string): string {
  return `https://play.google.com/store/apps/details?id=${encodeURIComponent(packageName)}`;
}
