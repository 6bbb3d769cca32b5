import { ApiError, isServiceUnavailable, SCREEN_QUERY_META, throwScreenQueryWhenUnavailable } from '@beacon/api/client';

const unavailable = new ApiError({ statusCode: 502, requestPath: '/me/records' });
const screenQuery = (data: unknown) => ({ meta: SCREEN_QUERY_META, state: { data } }) as never;

describe('screen queries during an outage', () => {
  it('tells gateway errors and unanswered calls from answers of the API', () => {
    expect(isServiceUnavailable(unavailable)).toBe(true);
    expect(isServiceUnavailable(new ApiError({ statusCode: 504, requestPath: '/x' }))).toBe(true);
    expect(isServiceUnavailable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isServiceUnavailable(new ApiError({ statusCode: 500, requestPath: '/x' }))).toBe(false);
    expect(isServiceUnavailable(new ApiError({ statusCode: 404, requestPath: '/x' }))).toBe(false);
  });

  it('sends a screen with nothing to show to the error screen, and only then', () => {
    expect(throwScreenQueryWhenUnavailable(unavailable, screenQuery(undefined))).toBe(true);
    // Data already on screen stays when a refetch fails.
    expect(throwScreenQueryWhenUnavailable(unavailable, screenQuery([]))).toBe(false);
    // The chrome's queries handle their failures in place.
    expect(throwScreenQueryWhenUnavailable(unavailable, { meta: undefined, state: { data: undefined } } as never)).toBe(
      false,
    );
    expect(
      throwScreenQueryWhenUnavailable(new ApiError({ statusCode: 402, requestPath: '/x' }), screenQuery(undefined)),
    ).toBe(false);
  });
});
