import { screen, waitFor, within } from '@testing-library/react';

import { configureApiClient } from '@beacon/api';
import { renderWithProviders } from '@beacon/test-support/render-screen';

import { Footer } from './Footer';
import { MobileAppPromo } from './MobileAppPromo';

const IOS_URL = 'https://apps.apple.com/app/id1234567890';
const ANDROID_URL = 'https://play.google.com/store/apps/details?id=com.example.members';
const ANDROID_WITH_REFERRER = `${ANDROID_URL}&referrer=utm_source%3Dbeacon_web`;

const UA = {
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  android: 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
};

/** GET /v1/meta/apps answers the configured store links (null where no app id is configured). */
function serveApps(apps: { ios: string | null; android: string | null }) {
  globalThis.fetch = jest.fn(async (url: string) =>
    url === '/v1/meta/apps'
      ? new Response(JSON.stringify({ key: 'apps', value: apps }), { status: 200 })
      : new Response(JSON.stringify({ message: 'x', statusCode: 404 }), { status: 404 }),
  ) as unknown as typeof fetch;
}

const promo = () => screen.getByRole('heading', { name: 'Beacon Mobile App' }).closest('section') as HTMLElement;
const badges = async (within_: HTMLElement) =>
  within(await within(within_).findByRole('list', { name: 'Beacon apps' })).getAllByRole('link');

describe('the mobile app promo and the store badges (spec §2.3)', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));

  it('on a desktop shows both stores’ badges, each linking its store page', async () => {
    serveApps({ ios: IOS_URL, android: ANDROID_URL });
    renderWithProviders(<MobileAppPromo userAgent={UA.desktop} />);
    expect(within(promo()).getByText('Get the Beacon app and search on the go.')).toBeInTheDocument();
    const links = await badges(promo());
    expect(links.map((link) => link.getAttribute('href'))).toEqual([IOS_URL, ANDROID_WITH_REFERRER]);
    expect(within(promo()).getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'target',
      '_blank',
    );
    // the badge artwork (an image file), not a box of text: the link's name is the badge image's
    expect(within(promo()).getByRole('img', { name: 'Get it on Google Play' })).toHaveAttribute(
      'src',
      'google-play-badge.svg',
    );
  });

  it('on an iPhone links the App Store in its wording and leaves out the App Store badge', async () => {
    serveApps({ ios: IOS_URL, android: ANDROID_URL });
    renderWithProviders(<MobileAppPromo userAgent={UA.iphone} />);
    const wording = await within(promo()).findByRole('link', {
      name: 'Get the Beacon app for iPhone and search on the go.',
    });
    expect(wording).toHaveAttribute('href', IOS_URL);
    expect(within(promo()).queryByRole('img', { name: 'Download on the App Store' })).not.toBeInTheDocument();
    expect((await badges(promo())).map((link) => link.getAttribute('href'))).toEqual([ANDROID_WITH_REFERRER]);
  });

  it('on an Android phone links Google Play in its wording and leaves out the Google Play badge', async () => {
    serveApps({ ios: IOS_URL, android: ANDROID_URL });
    renderWithProviders(<MobileAppPromo userAgent={UA.android} />);
    const wording = await within(promo()).findByRole('link', {
      name: 'Get the Beacon app for Android and search on the go.',
    });
    expect(wording).toHaveAttribute('href', ANDROID_WITH_REFERRER);
    expect(within(promo()).queryByRole('img', { name: 'Get it on Google Play' })).not.toBeInTheDocument();
    expect((await badges(promo())).map((link) => link.getAttribute('href'))).toEqual([IOS_URL]);
  });

  it('without a configured app id there is no badge for it, and without any app no promo', async () => {
    serveApps({ ios: null, android: ANDROID_URL });
    const { unmount } = renderWithProviders(<MobileAppPromo userAgent={UA.desktop} />);
    expect((await badges(promo())).map((link) => link.getAttribute('href'))).toEqual([ANDROID_WITH_REFERRER]);
    unmount();

    serveApps({ ios: null, android: null });
    renderWithProviders(<MobileAppPromo userAgent={UA.desktop} />);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Beacon Mobile App' })).not.toBeInTheDocument());
    expect(document.querySelector('a[href*="apps.apple.com"], a[href*="play.google.com"]')).toBeNull();
  });

  it('on an iPhone without an iPhone app there is nothing to promote', async () => {
    serveApps({ ios: null, android: ANDROID_URL });
    renderWithProviders(<MobileAppPromo userAgent={UA.iphone} />);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Beacon Mobile App' })).not.toBeInTheDocument());
  });

  it("the footer shows the configured apps' badges with the stores' trademark notices", async () => {
    serveApps({ ios: IOS_URL, android: null });
    renderWithProviders(<Footer full />);
    const footer = screen.getByRole('contentinfo');
    expect((await badges(footer)).map((link) => link.getAttribute('href'))).toEqual([IOS_URL]);
    expect(
      within(footer).getByText(
        'Apple and the Apple logo are trademarks of Apple Inc., registered in the U.S. and other countries. App Store is a service mark of Apple Inc.',
      ),
    ).toBeInTheDocument();
    expect(within(footer).queryByText(/Google Play/)).not.toBeInTheDocument();
  });
});
