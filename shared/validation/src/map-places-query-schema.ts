import { object, string, type InferType } from 'yup';

import { deferredSchema } from './deferred-schema';

// GET /map/places: the box a map shows, as its south-west and north-east corners in decimal degrees. Fastify hands
// the query over as strings; a box is at most MAP_PLACES_MAX_SPAN degrees on a side (a city's surroundings, not a
// country: the offline map names places only where one can tell them apart).

export const MAP_PLACES_MAX_SPAN = 5;

const DEGREES = /^-?[0-9]{1,3}(\.[0-9]{1,8})?$/;

const coordinate = (name: string, limit: number) =>
  string()
    .strict()
    .required(`${name} is required`)
    .matches(DEGREES, `${name} must be decimal degrees`)
    .test('range', `${name} must be from -${limit} to ${limit}`, (value) => Math.abs(Number(value)) <= limit);

export const mapPlacesQuerySchema = /* @__PURE__ */ deferredSchema(() =>
  object({
    south: coordinate('south', 90),
    west: coordinate('west', 180),
    north: coordinate('north', 90),
    east: coordinate('east', 180),
  })
    .noUnknown('Unknown query parameter(s): ${unknown}')
    .test(
      'box',
      `The box must have its north above its south and its east right of its west, at most ${MAP_PLACES_MAX_SPAN} degrees on a side`,
      (box) => {
        // a corner that is missing or no number is said by its own field
        if (![box.south, box.west, box.north, box.east].every((corner) => DEGREES.test(corner ?? ''))) return true;
        const height = Number(box.north) - Number(box.south);
        const width = Number(box.east) - Number(box.west);
        return height > 0 && width > 0 && height <= MAP_PLACES_MAX_SPAN && width <= MAP_PLACES_MAX_SPAN;
      },
    ),
);

export type MapPlacesQuery = InferType<typeof mapPlacesQuerySchema>;
