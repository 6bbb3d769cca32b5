// The App Store and Google Play badges, drawn after the stores' published badge rules because the official artwork
// files cannot be downloaded in this environment and no npm package ships them (react-store-badges hotlinks the
// stores' servers; @xsolla/xui-store-badge redraws them in its own style). What the rules ask, and where it is kept:
// - Apple (App Store Marketing Guidelines): the black "Download on the App Store" badge with its grey outline, in the
//   proportions of the official 119.66 × 40 artwork, never smaller than 40 px high on screen, unmodified, with clear
//   space of a tenth of its height around it (StoreButtons: 44 px high, gaps of 12 px).
// - Google (Google Play badge guidelines): the black "Get it on Google Play" badge with the four-colour Play logo,
//   in the proportions of the official 135 × 40 artwork, the same height as the other store's badge, unmodified.
// - Both: the trademark notices the Footer prints beside them.
// The Apple and Google Play logo outlines are Simple Icons' (simple-icons 16.37.0, CC0-1.0); the lettering is live
// text in the platform's font (SF Pro on Apple devices; Product Sans is not available to web pages), fitted to the
// official lettering's width so it cannot overflow.

const APPLE_LOGO =
  'M12.152 6.896c-.948 0-2.415-1.078-3.96-1.04-2.04.027-3.91 1.183-4.961 3.014-2.117 3.675-.546 9.103 1.519 ' +
  '12.09 1.013 1.454 2.208 3.09 3.792 3.039 1.52-.065 2.09-.987 3.935-.987 1.831 0 2.35.987 3.96.948 1.637-.026 ' +
  '2.676-1.48 3.676-2.948 1.156-1.688 1.636-3.325 1.662-3.415-.039-.013-3.182-1.221-3.22-4.857-.026-3.04 ' +
  '2.48-4.494 2.597-4.559-1.429-2.09-3.623-2.324-4.39-2.376-2-.156-3.675 1.09-4.61 1.09zM15.53 3.83c.843-1.012 ' +
  '1.4-2.427 1.245-3.83-1.207.052-2.662.805-3.532 1.818-.78.896-1.454 2.338-1.273 3.714 1.338.104 2.715-.688 ' +
  '3.559-1.701';

// The Play logo's four parts, each in its colour (Simple Icons draws them as one shape with gaps between them).
const PLAY_LOGO_PARTS = [
  { d: 'M1.337.924a1.486 1.486 0 0 0-.112.568v21.017c0 .217.045.419.124.6l11.155-11.087L1.337.924z', fill: '#00d7fe' },
  { d: 'M13.544 10.989l3.258-3.238L3.45.195a1.466 1.466 0 0 0-.946-.179l11.04 10.973z', fill: '#00f076' },
  {
    d: 'M22.018 13.298l-3.919 2.218-3.515-3.493 3.543-3.521 3.891 2.202a1.49 1.49 0 0 1 0 2.594z',
    fill: '#ffce00',
  },
  { d: 'M13.544 13.056l-11 10.933c.298.036.612-.016.906-.183l13.324-7.54-3.23-3.21z', fill: '#ff3a44' },
] as const;

const APPLE_FONT = "-apple-system, BlinkMacSystemFont, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, sans-serif";
const GOOGLE_FONT = "'Product Sans', 'Google Sans', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const APP_STORE_BADGE_TEXT = 'Download on the App Store';
export const GOOGLE_PLAY_BADGE_TEXT = 'Get it on Google Play';

/** Apple's black "Download on the App Store" badge (119.66 × 40). */
export function AppStoreBadge({ height }: { height: number }) {
  return (
    <svg
      role="img"
      aria-label={APP_STORE_BADGE_TEXT}
      viewBox="0 0 119.664 40"
      height={height}
      width={(height * 119.664) / 40}
      focusable="false"
    >
      <rect width="119.664" height="40" rx="6.6" fill="#a6a6a6" />
      <rect x="0.88" y="0.88" width="117.904" height="38.24" rx="5.8" fill="#000" />
      <path d={APPLE_LOGO} fill="#fff" transform="translate(7.2 8.8) scale(0.9)" />
      <text
        x="35.4"
        y="14.4"
        fill="#fff"
        fontFamily={APPLE_FONT}
        fontSize="7.6"
        textLength="49"
        lengthAdjust="spacingAndGlyphs"
      >
        Download on the
      </text>
      <text
        x="34.6"
        y="29.6"
        fill="#fff"
        fontFamily={APPLE_FONT}
        fontSize="17.4"
        fontWeight="500"
        textLength="76.6"
        lengthAdjust="spacingAndGlyphs"
      >
        App Store
      </text>
    </svg>
  );
}

/** Google's black "Get it on Google Play" badge (135 × 40). */
export function GooglePlayBadge({ height }: { height: number }) {
  return (
    <svg
      role="img"
      aria-label={GOOGLE_PLAY_BADGE_TEXT}
      viewBox="0 0 135 40"
      height={height}
      width={(height * 135) / 40}
      focusable="false"
    >
      <rect width="135" height="40" rx="5" fill="#a6a6a6" />
      <rect x="0.8" y="0.8" width="133.4" height="38.4" rx="4.2" fill="#000" />
      <g transform="translate(9.2 7.7) scale(1.03)">
        {PLAY_LOGO_PARTS.map((part) => (
          <path key={part.d} d={part.d} fill={part.fill} />
        ))}
      </g>
      <text
        x="41"
        y="14"
        fill="#fff"
        fontFamily={GOOGLE_FONT}
        fontSize="6.6"
        textLength="29"
        lengthAdjust="spacingAndGlyphs"
      >
        GET IT ON
      </text>
      <text
        x="40.6"
        y="30"
        fill="#fff"
        fontFamily={GOOGLE_FONT}
        fontSize="16"
        textLength="82"
        lengthAdjust="spacingAndGlyphs"
      >
        Google Play
      </text>
    </svg>
  );
}
