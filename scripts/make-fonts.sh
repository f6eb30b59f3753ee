#!/usr/bin/env bash
# Regenerates the two self-hosted web fonts in app/fonts/ from the npm font packages (OFL 1.1).
# Output is committed; run this only to change the character set or weight range. A different font also
# needs its fallback's ascent/descent/size overrides in app/fonts.css recomputed (next/font/local with adjustFontFallback writes them into the built CSS).
#
# What it trims (about 99 kB -> 59 kB for both, the biggest bytes on a first visit):
#  - characters: Basic Latin, Latin-1 and the punctuation, currency and arrows the site's content
#    uses (a visitor's own input outside this falls back to the system font glyph by glyph);
#  - OpenType features: only those the site renders (kerning, ligatures, tabular figures);
#  - weights: 400-700, the range the styles use (font-normal ... font-bold).
# Source Serif carries the Reserved Font Name "Source", so its modified copy is renamed
# "Ledger Serif" as the OFL requires; Inter has no reserved name.
#
# Needs Python 3 with fonttools and brotli:  python3 -m pip install fonttools brotli
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
UNICODES="U+0020-007E,U+00A0-00FF,U+0131,U+0152-0153,U+2013-2014,U+2018-201A,U+201C-201E,U+2020-2022,U+2026,U+2030,U+2039-203A,U+20AC,U+2122,U+2190-2193,U+2212"
FEATURES="kern,liga,calt,ccmp,locl,mark,mkmk,tnum,pnum"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

make() { # source.woff2 output.woff2 [family-rename]
  "$PY" -m fontTools.subset "$1" --unicodes="$UNICODES" --layout-features="$FEATURES" \
    --flavor=woff2 --output-file="$tmp/sub.woff2"
  "$PY" -m fontTools.varLib.instancer "$tmp/sub.woff2" wght=400:700 -q -o "$tmp/inst.woff2"
  "$PY" - "$tmp/inst.woff2" "$2" "${3:-}" <<'PY'
import sys
from fontTools.ttLib import TTFont
src, out, rename = sys.argv[1:4]
font = TTFont(src)
if rename:
    old = font['name'].getDebugName(1)
    for record in font['name'].names:
        if record.nameID in (1, 3, 4, 6, 16, 25):
            text = record.toUnicode().replace(old, rename).replace(old.replace(' ', ''), rename.replace(' ', ''))
            record.string = text
font.flavor = 'woff2'
font.save(out)
PY
  echo "$2: $(wc -c < "$2") bytes"
}

make node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2 app/fonts/inter-latin-400-700.woff2
make node_modules/@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2 \
  app/fonts/ledger-serif-latin-400-700.woff2 "Ledger Serif"
