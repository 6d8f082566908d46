"""What follows a number: units that make it a quantity (a height, a weight, a share), not a
code; a short word that ends its line; a particle or two that close it."""

from __future__ import annotations

import re

# A unit's sign: `−18 °C`, `45 %`, `3 ‰`.  # noqa: RUF003
UNIT_SIGNS = r"°|℃|℉|%|‰"
# A measure of length, height, weight, volume or speed, as a whole word (`4655 m`, `12 kilos`).
MEASURES = (
    r"(?i:(?:k?m|cm|mm|ft|feet|foot|(?:kilo|centi|milli)?(?:metres?|meters?)|miles?|kg|kilos?"
    r"|(?:kilo)?grams?|lbs?|litres?|liters?|ml|masl|m\.a\.s\.l\.|km/h|mph)(?![^\W\d_]))"
)
# A count's word, as a whole word (`300 lines`, `45 sheep`, `500 zł`, `20 Zeichen`): what the
# number counts, so no code.
COUNTS = (
    r"(?i:(?:secs?|seconds?|mins?|minutes?|hours?|hrs?|days?|weeks?|months?|years?|times?|chars?"
    r"|characters?|letters?|digits?|bytes?|kb|mb|gb|ms|px|pages?|words?|users?|items?|rows?|lines?"
    r"|people|euros?|dollars?|usd|eur|zł|руб|kr|tage|jahre|d[ií]as|jours|caracteres|zeichen"  # noqa: RUF001
    # (a span of time in the labels' other languages: `co 90 dni`, `ogni 60 giorni`)
    r"|wochen|monate|semanas|meses|a[ñn]os|semaines|mois|giorni|settimane|mesi|anni|dagen|weken"
    r"|maanden|dni|dnia|tygodni|miesi[ęe]cy|dn[íůu]|týdn[ůu]|měsíc[ůu]|дн(?:ей|я)|недел[ьи]"
    r"|месяц(?:ев|а)|g[üu]n|hafta|hari|bulan|tahun"  # noqa: RUF001
    r"|yom|youm|yawm|ayyam|iyyam|jom"  # (Arabic's days in Latin letters: `kell 90 yom`)
    r"|heads?|animals?|sheep|cattle|birds?|fish|pieces?|units?|box(?:es)?|bags?|sacks?)(?![^\W\d_]))"
)
# Right after a number: a sign or a measure, perhaps after spaces.
QUANTITY_AFTER_RE = re.compile(r"[ \t]*(?:" + UNIT_SIGNS + "|" + MEASURES + ")")


def last_word(most: int) -> str:
    """A pattern: one short word (``most`` letters at most) that ends the line after a number, a
    verb the language puts last (`tala laga code 9338 ase`, `DOPOG svidetelstvo … bui`)."""
    return r"[ \t]+[^\W\d_]{1," + str(most) + r"}[ \t]*[.!]?[ \t]*(?:\n|\Z)"


# One or two words of at most three small letters after a number, no count's word (a sentence's
# particles: Nepali's `… 2903 ho la`; never `30 dias`): what the caller reads to the line's end.
# (and Quechua's "is", put last: `… 35203 kanmi`; Aymara's "that (is)": `… 30268701 ukawa`)
CLOSING_PARTICLES = (
    r"(?:[ \t]+(?!" + COUNTS + r")(?:[a-z]{1,3}|kanmi|kaymi|karqan|ukawa|ukaxa)(?![^\W\d_])){1,2}"
)
