import { render, screen } from '@testing-library/react';

import { configurePlatform } from '@beacon/platform';

import { PlaceMap } from './PlaceMap';
import { webGlAvailable } from './webgl-support';

// jsdom has no WebGL: MapLibre is replaced by a recorder of what the map is asked to draw. The real drawing is
// checked in the browser (e2e/tests/sex-offender-watch.spec.ts, record-reports.spec.ts).
jest.mock('./webgl-support', () => ({ webGlAvailable: jest.fn(() => true) }));

interface Drawn {
  options: Record<string, unknown>;
  controls: { control: unknown; position: string }[];
  markers: { element: HTMLElement; lngLat: [number, number] }[];
  removed: boolean;
}
const drawn: Drawn[] = [];

jest.mock('maplibre-gl', () => {
  class FakeMap {
    record: Drawn;
    constructor(options: Record<string, unknown>) {
      this.record = { options, controls: [], markers: [], removed: false };
      drawn.push(this.record);
      // what MapLibre does with the container: a canvas named by the locale
      const canvas = document.createElement('canvas');
      canvas.setAttribute('role', 'region');
      canvas.setAttribute('aria-label', (options['locale'] as Record<string, string>)['Map.Title'] ?? 'Map');
      (options['container'] as HTMLElement).append(canvas);
    }
    addControl(control: unknown, position: string) {
      this.record.controls.push({ control, position });
      return this;
    }
    on() {
      return this;
    }
    remove() {
      this.record.removed = true;
    }
  }
  class FakeMarker {
    element: HTMLElement;
    lngLat: [number, number] = [0, 0];
    constructor(options: { element: HTMLElement }) {
      this.element = options.element;
    }
    setLngLat(lngLat: [number, number]) {
      this.lngLat = lngLat;
      return this;
    }
    addTo(map: FakeMap) {
      map.record.markers.push({ element: this.element, lngLat: this.lngLat });
      (map.record.options['container'] as HTMLElement).append(this.element);
      return this;
    }
  }
  class ScaleControl {
    constructor(readonly options: unknown) {}
  }
  class NavigationControl {
    constructor(readonly options: unknown) {}
  }
  return { Map: FakeMap, Marker: FakeMarker, ScaleControl, NavigationControl };
});

const HOME = { latitude: 33.4557, longitude: -112.0686 };
const props = {
  label: 'Map of the offenders near your home; the numbered list below names each of them',
  home: HOME,
  radiusMiles: 1,
  places: [
    { number: 1, latitude: 33.4586, longitude: -112.0686 },
    { number: 2, latitude: 33.4673, longitude: -112.0686 },
  ],
  unavailableText: 'The map cannot be shown in this browser.',
};

describe('PlaceMap', () => {
  beforeEach(() => {
    drawn.length = 0;
    jest.mocked(webGlAvailable).mockReturnValue(true);
  });

  it('draws the offline map: the home, the numbered places, the radius and an imperial scale bar', async () => {
    render(<PlaceMap {...props} />);
    expect(screen.getByRole('status', { name: 'Loading the map' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: props.label })).toBeInTheDocument();
    const [map] = drawn;
    // the offline style is an object built from the atlas, no URL
    expect(typeof map?.options['style']).toBe('object');
    expect(map?.options['center']).toEqual([HOME.longitude, HOME.latitude]);
    // fitted to the 1-mile circle
    const [[west, south], [east, north]] = map?.options['bounds'] as [[number, number], [number, number]];
    expect(north - south).toBeCloseTo(2 / 69.09, 3);
    expect(west).toBeLessThan(HOME.longitude);
    expect(east).toBeGreaterThan(HOME.longitude);
    const scale = map?.controls.find(({ control }) => control?.constructor.name === 'ScaleControl');
    expect(scale?.control).toEqual(expect.objectContaining({ options: { unit: 'imperial', maxWidth: 120 } }));

    const markers = map?.markers ?? [];
    expect(markers[0]?.element).toHaveAttribute('data-testid', 'map-home');
    expect(markers[0]?.lngLat).toEqual([HOME.longitude, HOME.latitude]);
    // nearest on top: drawn last
    expect(markers.slice(1).map(({ element }) => element.textContent)).toEqual(['2', '1']);
    for (const { element } of markers) expect(element).toHaveAttribute('aria-hidden', 'true');
  });

  it('says so, and loads no map code, when the browser cannot draw it', () => {
    jest.mocked(webGlAvailable).mockReturnValue(false);
    render(<PlaceMap {...props} />);
    expect(screen.getByText('The map cannot be shown in this browser.')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(drawn).toHaveLength(0);
  });

  it("draws with the deployment's style when one is configured", async () => {
    // last: the platform's settings are set once per page, as the host does at boot
    configurePlatform({ mapStyleUrl: 'https://tiles.example/styles/streets.json' });
    render(<PlaceMap {...props} />);
    await screen.findByRole('region', { name: props.label });
    expect(drawn[0]?.options['style']).toBe('https://tiles.example/styles/streets.json');
  });
});
