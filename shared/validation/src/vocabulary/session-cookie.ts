// The cookie that carries the member's access token (spec §3), for the requests a browser makes on its own: the
// report's PDF link. The web app writes it next to the stored tokens; the API accepts it where it accepts a bearer.
export const ACCESS_TOKEN_COOKIE = 'apiV2';
