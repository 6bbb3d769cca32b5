import type { Map as MapLibreMap } from 'maplibre-gl';

import type { MapPlacesResponse } from '@beacon/validation';

import type { MapBox } from './map-types';
import { nameMapPlaces, ZIP_CODE_MIN_ZOOM } from './place-names';

// jsdom has no WebGL: MapLibre's markers are replaced by elements put straight into the map's frame, and the map by
// the few calls place-names.ts makes. The real map's names are checked in the browser (sex-offender-watch.spec.ts).
jest.mock('maplibre-gl', () => ({
  Marker: class {
    lngLat: [number, number] = [0, 0];
    constructor(readonly options: { element: HTMLElement }) {}
    setLngLat(lngLat: [number, number]) {
      this.lngLat = lngLat;
      this.options.element.dataset['lngLat'] = lngLat.join(',');
      return this;
    }
    addTo(map: { getContainer(): HTMLElement }) {
      map.getContainer().append(this.options.element);
      return this;
    }
    remove() {
      this.options.element.remove();
    }
  },
}));

class FakeMap {
  readonly container = document.createElement('div');
  readonly handlers = new Map<string, Array<() => void>>();
  zoom = 12;
  view: MapBox = { south: 39.7, west: -89.7, north: 39.8, east: -89.6 };
  getContainer = () => this.container;
  getZoom = () => this.zoom;
  getBounds = () => ({
    getSouth: () => this.view.south,
    getWest: () => this.view.west,
    getNorth: () => this.view.north,
    getEast: () => this.view.east,
  });
  on(event: string, handler: () => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  fire(event: string) {
    for (const handler of this.handlers.get(event) ?? []) handler();
  }
}

const SPRINGFIELD: MapPlacesResponse = {
  cities: [
    { name: 'Springfield', state: 'IL', population: 116250, latitude: 39.80172, longitude: -89.64371 },
    { name: 'Chatham', state: 'IL', population: 11500, latitude: 39.67616, longitude: -89.70454 },
  ],
  zipCodes: [{ zipCode: '62701', latitude: 39.8, longitude: -89.6495 }],
};

const names = (map: FakeMap, className: string) =>
  [...map.container.querySelectorAll(`.${className}`)].map((element) => element.textContent);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the offline map’s place names', () => {
  it('asks for the view’s box grown by half on each side once the map has loaded, and labels the answer', async () => {
    const map = new FakeMap();
    const placeNames = jest.fn(async (_box: MapBox) => SPRINGFIELD);
    nameMapPlaces(map as unknown as MapLibreMap, placeNames);
    expect(placeNames).not.toHaveBeenCalled();
    map.fire('load');
    await settle();
    expect(placeNames).toHaveBeenCalledTimes(1);
    const box = placeNames.mock.calls[0]?.[0];
    expect(box?.south).toBeCloseTo(39.65);
    expect(box?.west).toBeCloseTo(-89.75);
    expect(box?.north).toBeCloseTo(39.85);
    expect(box?.east).toBeCloseTo(-89.55);
    // the largest city drawn last, on top
    expect(names(map, 'cityName')).toEqual(['Chatham', 'Springfield']);
    expect(names(map, 'zipCodeName')).toEqual(['62701']);
    // pictures for the eye only: the screen's list is what assistive technology reads
    for (const label of map.container.querySelectorAll('.cityName, .zipCodeName')) {
      expect(label).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('shows the ZIP codes only from a neighbourhood’s zoom in', async () => {
    const map = new FakeMap();
    map.zoom = ZIP_CODE_MIN_ZOOM - 1;
    nameMapPlaces(map as unknown as MapLibreMap, async () => SPRINGFIELD);
    map.fire('load');
    expect(map.container).not.toHaveClass('zipCodesShown');
    map.zoom = ZIP_CODE_MIN_ZOOM;
    map.fire('moveend');
    expect(map.container).toHaveClass('zipCodesShown');
  });

  it('asks again only when the view leaves the named box, and never for a view too large to name', async () => {
    const map = new FakeMap();
    const placeNames = jest.fn(async (_box: MapBox) => SPRINGFIELD);
    nameMapPlaces(map as unknown as MapLibreMap, placeNames);
    map.fire('load');
    map.view = { south: 39.71, west: -89.71, north: 39.81, east: -89.61 };
    map.fire('moveend');
    expect(placeNames).toHaveBeenCalledTimes(1);
    map.view = { south: 40.7, west: -89.7, north: 40.8, east: -89.6 };
    map.fire('moveend');
    expect(placeNames).toHaveBeenCalledTimes(2);
    map.view = { south: 30, west: -100, north: 40, east: -90 };
    map.fire('moveend');
    expect(placeNames).toHaveBeenCalledTimes(2);
  });

  it('leaves the map unnamed when the names cannot be had, and tries again on the next move', async () => {
    const map = new FakeMap();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const placeNames = jest
      .fn<Promise<MapPlacesResponse>, [MapBox]>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(SPRINGFIELD);
    nameMapPlaces(map as unknown as MapLibreMap, placeNames);
    map.fire('load');
    await settle();
    expect(names(map, 'cityName')).toEqual([]);
    expect(error).toHaveBeenCalledWith('The map could not name its places', expect.any(Error));
    map.fire('moveend');
    await settle();
    expect(names(map, 'cityName')).toEqual(['Chatham', 'Springfield']);
    error.mockRestore();
  });
});
