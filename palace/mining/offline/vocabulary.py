"""Word lists and patterns the offline extractor reads text with (no model, no network)."""

from __future__ import annotations

import re


def words(text: str) -> frozenset[str]:
    """A word list written as one string of space-separated words."""
    return frozenset(text.split())


STOPWORDS = words("""
    a about above after again against all also am an and any anything are as at be because
    been before being below between both but by can could day definitely did do does doing
    down during each everything few for from further get going good got great had has have
    having he hello her here hers herself hey hi him himself his how i if in into is it its
    itself just kind know like lot lots many maybe me more most much my myself nice no nor
    not now of off oh ok okay on once one only or other our ours ourselves out over own
    pretty really same she should so some something sort such sure than thank thanks that
    the their theirs them themselves then there these they thing things think this those
    through time to too totally two under until up very was way we well were what when where
    which while who whom why will with would wow yeah yes you your yours yourself yourselves
    """)

# Capitalised words that are never someone's name, even right after "I'm".
NOT_A_NAME = words("""
    april august back december done february fine friday glad good here home january july
    june march may monday november october ok okay ready saturday september sorry sunday
    sure there thursday today tomorrow tuesday wednesday yesterday
    """)

# Words of time: never a person, place or topic ("in March", "on Monday", a closet "week").
TIME_WORDS = words("""
    january february march april may june july august september october november december
    jan feb mar apr jun jul aug sep sept oct nov dec monday tuesday wednesday thursday friday
    saturday sunday mon tue tues wed thu thur thurs fri sat sun today tomorrow yesterday tonight
    week weeks weekend weekends month months year years morning mornings evening evenings night
    nights afternoon noon midnight summer winter spring autumn fall season holiday holidays
    next last this christmas easter time times day days hour hours minute minutes tết tet eid
    ramadan chuseok passover kwanzaa nowruz
    """)

MONTHS = (
    "january|february|march|april|may|june|july|august|september|october|november|december|"
    "jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec"
)
DATE = re.compile(
    rf"\b(?:\d{{4}}-\d{{2}}-\d{{2}}|\d{{1,2}}(?:st|nd|rd|th)?\s+(?:{MONTHS})\b(?:,?\s+\d{{4}})?"
    rf"|(?:{MONTHS})\s+\d{{1,2}}(?:st|nd|rd|th)?(?:,?\s+\d{{4}})?"
    r"|(?:last|next|this)\s+(?:week|month|year|weekend|summer|winter|spring|fall|monday|tuesday|"
    r"wednesday|thursday|friday|saturday|sunday)|yesterday|today|tomorrow|tonight"
    r"|\d+\s+(?:days?|weeks?|months?|years?)\s+ago)\b",
    re.IGNORECASE,
)

PREFERENCE_VERBS = words(
    "love like enjoy prefer adore hate dislike can't-stand am-into am-passionate-about"
)

# Words and fillers that open a sentence without adding to it ("Yeah, …", "Wow, Mel, …").
FILLER_START = re.compile(
    r"^(?:(?:yeah|yep|yes|yup|wow|woah|whoa|oh|ooh|aw+|well|so|haha|hah|lol|hey|hi|hello|"
    r"um|uh|also|plus|besides|and|but|totally|absolutely|definitely|actually|btw|by the way|anyway|ok|okay|true|"
    r"right|honestly|sure|cool|omg|gosh|man|dude)\b[,!.]*\s*)+",
    re.IGNORECASE,
)

# A reaction to the other speaker, a courtesy or a wish: no fact about the speaker.
REACTION = re.compile(
    r"^(?:thanks|thank|thx|congrats|congratulations|bye|good luck|cheers|no worries|no doubt|"
    r"sounds|looks|that sounds|that looks|glad|agreed|same here|me too|take care|see ya|"
    r"talk soon|have fun|enjoy|nice|awesome|great|amazing|cool|wow)\b"
    r"|\b(?:i|we)\s+(?:totally\s+|completely\s+|100%\s+|so\s+|fully\s+)?agree\b"
    r"|\bi(?:'m| am)\s+(?:so\s+|really\s+|very\s+)?(?:glad|sorry|sure|happy\s+for)\b"
    r"|\bcan't wait\b|\bkeep\s+\w+\s+posted\b|\bmeans?\s+(?:so\s+much|a\s+lot)\b"
    r"|\btalk\s+(?:to\s+\w+\s+)?(?:soon|later)\b|\bi\s+(?:hope|bet)\s+(?:that|so|it|they|"
    r"everything|things|he|she)\b|\bi\s+(?:know|understand|get)\s+(?:what|how|that)\b",
    re.IGNORECASE,
)

RELATION_WORDS = re.compile(
    r"\b(?:husband|wife|partner|boyfriend|girlfriend|fianc[eé]e?|son|daughter|kids?|children|"
    r"mom|mother|dad|father|parents?|sister|brother|siblings?|cousin|aunt|uncle|grandma|"
    r"grandmother|grandpa|grandfather|friend|friends|colleague|boss|neighbou?r|mentor|"
    # grandparents in other languages: "Nonna gave me …", "my abuela"
    r"nonna|nonno|abuela|abuelo|abuelita|oma|opa|bubbe|zayde|yiayia|babcia|dziadek)\b",
    re.IGNORECASE,
)
