"""What a value looks like (pure, for the scrubber): its character classes, a key-like run of
letters and digits, words joined into a passphrase. `assign`, `credentials`, `logins` and
`entropy` judge values by these."""

from __future__ import annotations

import itertools
import re

from memories.redaction.labels import KEY_LABEL_RE, PROSE_WORDS, names_a_secret
from memories.redaction.labels import words as _words

# A digest algorithm's name (`sha256`, `SHA-512`, `md5`, `blake2b`, `sha3-256`): what follows it
# is that digest, no key.
DIGEST_NAME = r"(?:sha-?(?:1|224|256|384|512)|md5|blake2[bs]?|sha3-\d{3})"
# The digests whose name stands before a fingerprint's colon (`SHA256:4t8Vb2kQ…`): never a user.
FINGERPRINT_SCHEMES = ("md5", "sha1", "sha256", "sha384", "sha512")

__all__ = [
    "ARABIZI_DIGIT",
    "BARCODE_NAME_RE",
    "DIGEST_NAME",
    "DIGIT_RE",
    "LETTER_RE",
    "PARCEL_WORDS",
    "UUID_RE",
    "VOWEL_SHARE",
    "even_groups",
    "folded",
    "generator_shaped",
    "has_classes",
    "is_app_key",
    "is_key_run",
    "joined_words",
    "one_case",
    "unreadable_letters",
]

DIGIT_RE = re.compile(r"[0-9]")
_LOWER_RE = re.compile(r"[a-z]")
_UPPER_RE = re.compile(r"[A-Z]")
LETTER_RE = re.compile(r"[A-Za-z]")
_ANY_LETTER_RE = re.compile(r"[^\W\d_]")
YEAR_RE = re.compile(r"(?:19|20)\d\d")  # (a year of this or the last century, read whole)
# A hex run of 32 to 63 digits, letters and digits both, and nothing else in a text: a key pasted
# alone (`scrub_secrets`); a field of its own holds a digest or an id (`json`).
LONE_HEX_RE = re.compile(
    r"\s*(?P<v>(?=[a-f]*\d)(?=\d*[a-f])[0-9a-f]{32,63}|(?=[A-F]*\d)(?=\d*[A-F])[0-9A-F]{32,63})\s*"
)
UUID_RE = re.compile(r"[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}")
# A barcode's name (`JAN code 4901234567894`): an EAN's digits after it are the product's.
# A digit Arabic chat writes for a letter (`3` for ayn, `7` for ha: `taba3`, `5azneh`, `ba3den`).
ARABIZI_DIGIT = "[235789]"
BARCODE_NAME_RE = re.compile(r"\b(?:EAN|GTIN|UPC|ISBN|JAN)\b|(?i:barcode|strichcode)")
# A parcel's or its tracking's word: a number after it is the carrier's, public (`tracking …`).
PARCEL_WORDS = (
    r"tracking|rastreio|rastreamento|seguimiento|rastreo|remessa|encomenda"
    r"|env[íi]o|paquete|parcel|package|shipment|sendung|paket|colis|suivi|spedizione|pacco"
    r"|correios|serpost|посылк[^\W\d_]{0,2}|трек"
)
_SYMBOL_RE = re.compile(r"[^\w\-./]")  # a letter of any script is no symbol
_JOINED_WORDS_RE = re.compile(r"[^\W\d_]{3,16}(?:([-._])[^\W\d_]{3,16})(?:\1[^\W\d_]{3,16}){1,6}")


def even_groups(sizes: tuple[int, ...], most: int, least: int = 3) -> str:
    """A pattern: small letters and digits in ``least`` to ``most`` groups of one size (one of
    ``sizes``) joined by dashes (`k1r0j-diacp-ydjlf`), as keys and made-up passwords print them."""
    each = [f"[a-z0-9]{{{n}}}(?:-[a-z0-9]{{{n}}}){{{least - 1},{most - 1}}}" for n in sizes]
    return each[0] if len(each) == 1 else "(?:" + "|".join(each) + ")"


_HEX_RUN_RE = re.compile(r"(?=[a-fA-F]*\d)(?=\d*[a-fA-F])[0-9a-fA-F]{16,}")
_CODE_ROOTS = _words(
    """
    settings self os env environ config conf cfg process this request app vault secrets kv data
    user params args ctx context options opts
    """
)
_NOT_PHRASE_ENDS = _words(
    """
    com org net io dev internal local json yaml yml txt py env cfg
    """
)


def joined_words(value: str) -> bool:
    """`amber.falcon.ribbon`, `Copper_Meadow_Violin`: words joined into one passphrase."""
    if not _JOINED_WORDS_RE.fullmatch(value):
        return False
    words = re.split(r"[-._]", value)
    lowered = [w.lower() for w in words]
    return (
        lowered[0] not in _CODE_ROOTS
        and lowered[-1] not in _NOT_PHRASE_ENDS
        and not any(w in PROSE_WORDS or KEY_LABEL_RE.fullmatch(w) for w in lowered)
        and one_case(words)
        # (a variable that names a secret is no passphrase: `FANILO_SMS_API_KEY`)
        and names_a_secret(value) is None
    )


def one_case(words: list[str]) -> bool:
    return (
        all(w.islower() for w in words)
        or all(w.isupper() for w in words)
        or all(w[:1].isupper() and (w[1:].islower() or len(w) == 1) for w in words)
    )


# An app's id that is its key (Open Exchange Rates' `app_id`, OpenWeatherMap's `appid`): a long
# hex or random run; a store's bundle id (`com.whatsapp.w4b`) or a number is an id.
_APP_KEY_MIN = 24


def is_app_key(value: str) -> bool:
    """An app's id that reads as its key: at least 24 characters of a key's run."""
    return len(value) >= _APP_KEY_MIN and is_key_run(value)


def is_key_run(value: str) -> bool:
    """A long hex run, or a 20+ character run of letters and digits: a key, not a word."""
    core = value.rstrip("=")
    if _HEX_RUN_RE.fullmatch(core):
        return True
    if len(core) < 20:
        return False
    if any(len(part) >= 20 and _HEX_RUN_RE.fullmatch(part) for part in core.split("-")):
        return True  # (a vendor's prefix before its hex: `smk-6fd95e-8789e211…`)
    digits = len(DIGIT_RE.findall(core))
    # Random base62 mixes cases and digits; random single-case text has many digits. A slug
    # (`httpsapiexamplecomv1items`, `port-5432-region-eu`) has neither.
    mixed = _LOWER_RE.search(core) is not None and _UPPER_RE.search(core, 1) is not None
    single_case_key = digits >= max(3, len(core) // 8) and core.isalnum()
    return (mixed and digits >= 1) or single_case_key


_VOWELS = frozenset("aeiouy")
_CONSONANT = "[b-df-hj-np-tv-xz]"
_CONSONANTS_RE = re.compile(_CONSONANT + "{4,}")
UNREADABLE_MIN = 16
VOWEL_SHARE = 0.25  # (the most of an unreadable run's letters that are vowels)


def unreadable_letters(
    value: str, minimum: int = UNREADABLE_MIN, vowels: float = VOWEL_SHARE
) -> bool:
    """Sixteen small letters or more (``minimum``) that read as no language: a quarter of them vowels or
    fewer (``vowels``) and four consonants running (`zrzxgiisvmfmidyv`, a key of small letters
    alone), never words run together (`authenticationtoken`, `stagingdatabase`) or a URL made a
    slug (`httpsapigithubcomuser`)."""
    if len(value) < minimum or not (value.isascii() and value.isalpha() and value.islower()):
        return False
    return (
        sum(c in _VOWELS for c in value) <= vowels * len(value)
        and _CONSONANTS_RE.search(value) is not None
        and "http" not in value
        and "www" not in value
    )


RANDOM_LETTERS_MIN = 24
_RARE_LETTERS = frozenset("jkqvwxz")


def random_small_letters(value: str, minimum: int = RANDOM_LETTERS_MIN, rare: int = 8) -> bool:
    """Twenty-four small letters or more (``minimum``) drawn at random, vowels or not
    (`cekarwnwihjvoycngl…`): more than half of them different letters, one in eight at least
    (one in ``rare``) of the letters words seldom use (`jkqvwxz`), four consonants running; never
    one long word (`arbeitsunfähigkeits…`, `donaudampfschifffahrts…`: few letters, said again
    and again)."""
    if len(value) < minimum or not (value.isascii() and value.isalpha()):
        return False
    return (
        value.islower()
        and 2 * len(set(value)) > len(value)
        and rare * sum(c in _RARE_LETTERS for c in value) >= len(value)
        and _CONSONANTS_RE.search(value) is not None
        and "http" not in value
        and "www" not in value
    )


_SHORT_RANDOM_MIN = 12


def short_random_letters(value: str) -> bool:
    """Twelve small letters or more drawn at random, a quarter of them rare ones (`qvuagqpectbt`,
    `evkeuxyajmmz`; never `workstations`): `random_small_letters` for a value a label names."""
    return random_small_letters(value, _SHORT_RANDOM_MIN, rare=4)


_SWITCH_RE = re.compile(r"(?<=[a-z])\d|(?<=\d)[a-z]")  # (a small letter to a digit, or back)


def letter_digit_switches(value: str) -> int:
    """How often small letters and digits take turns (`wdf3ahosb6ab`: 4, `a1i1i`: 4)."""
    return len(_SWITCH_RE.findall(value))


# A word of Arabic written in Latin letters, digits for its sounds (`taba3ak`, `ma3a`, `sa7bi`):
# small letters, each digit one of those sounds with a letter after it.
_ARABIZI_RE = re.compile(r"[a-z]*" + ARABIZI_DIGIT + r"[a-z]+(?:" + ARABIZI_DIGIT + r"[a-z]+)*")
_ARABIZI_MAX = 12
_ARABIZI_DIGITS = 2  # (a word's sounds written as digits: `taba3ak`, `sa7bi`, `3a2lak`)
# (a short syllable, a consonant, the digit's and a vowel, `l7ad`; or the digit's sound first, a
# vowel and two consonants after it, `7arf`, "letter")
_ARABIZI_SYLLABLE_RE = re.compile(
    r"[b-df-hj-np-tv-z]"
    + ARABIZI_DIGIT
    + r"[aeiou][b-df-hj-np-tv-z]?|[5789][aeiou][b-df-hj-np-tv-z]{2}"
)
_THREE_CONSONANTS_RE = re.compile(_CONSONANT + "{3}")


def arabizi_word(value: str) -> bool:
    """Whether ``value`` reads as a word of Arabic in Latin letters and digits (`taba3ak`): a
    word one can say, two letters in five vowels or more and no three consonants running (a
    random run of small letters and digits, `ezmzk8ug8z`, is none). A word's first sound may be
    the hamza's or the ayn's digit (`2`, `3`), said where a vowel is: it counts as one (`3ind`).
    """
    if len(value) > _ARABIZI_MAX or _ARABIZI_RE.fullmatch(value) is None:
        return False
    if sum(c.isdigit() for c in value) > _ARABIZI_DIGITS:
        return False  # (a random run of small letters and digits: `o2unp2j8fruy`)
    onset = value[0] in "23"
    letters = [c for c in value if c.isalpha()]
    vowels = sum(c in _VOWELS for c in letters) + onset
    letters += [value[0]] * onset
    # (or a short syllable, a consonant, the digit's and a vowel: `l7ad`, "anyone", its first
    # vowel dropped; a random group of four, `e2nc`, is none)
    said = 5 * vowels >= 2 * len(letters) or _ARABIZI_SYLLABLE_RE.fullmatch(value) is not None
    return said and _THREE_CONSONANTS_RE.search(value) is None


def letters_and_a_digit(value: str) -> bool:
    """Eight characters or more holding a letter (of any script) and a digit (`Sauna2024`): a
    value typed after words that name no password is one only then."""
    return len(value) >= 8 and bool(DIGIT_RE.search(value)) and bool(_ANY_LETTER_RE.search(value))


def case_and_digit_classes(value: str) -> int:
    """How many of capitals, small letters and digits ``value`` holds."""
    return sum(regex.search(value) is not None for regex in (_UPPER_RE, _LOWER_RE, DIGIT_RE))


def has_classes(value: str, needed: int) -> bool:
    """At least ``needed`` of: a digit, a lower-case letter, a non-initial capital, a symbol."""
    classes = (
        (DIGIT_RE.search(value) is not None)
        + (_LOWER_RE.search(value) is not None)
        + (_UPPER_RE.search(value, 1) is not None)
        + (_SYMBOL_RE.search(value) is not None)
    )
    return classes >= needed


# The characters Python's case-blind matching takes for a Latin letter that `str.lower` does not
# give (`re`'s own equivalences: dotless and dotted i, the long s, the Kelvin sign).
_FOLDS = str.maketrans({"\u0131": "i", "\u0130": "i", "\u017f": "s", "\u212a": "k"})


def folded(text: str) -> str:
    """``text`` as a case-blind pattern reads its Latin letters: a word a `(?i:…)` pattern finds
    in ``text`` is a substring of this (a cheap test before the pattern's scan)."""
    if text.isascii() or not any(c in text for c in "\u0131\u0130\u017f\u212a"):
        return text.lower()  # (`translate` reads each character in Python's dict: only if needed)
    return text.translate(_FOLDS).lower()


# Words joined by one sign, a number of two digits or more glued to the last or joined by the
# same sign (`Word.word753`, `word_word_word97`, `Word-word271`, `sleghe.windslab.39`), a sign
# before or after it (`Word.Word*91`, `word.word11+`): a generated passphrase. Each word is small
# or capitalised.
_JOINED_NUMBERED_RE = re.compile(
    r"[A-Za-z][a-z]{2,15}(?:([-_.])[A-Za-z][a-z]{2,15}){1,5}\1?[!#$%&*+?@^~]{0,2}[0-9]{2,6}"
    r"[!#$%&*+?@^~]{0,3}"
)
# Capitalised words run together with a number and a sign (`BraveReindeer89!`, `Tall!Heron2024`,
# `SaltySteppe=569`).
_CAMEL_NUMBER_SIGN_RE = re.compile(
    r"(?:[A-Z][a-z]{2,14}){2,5}(?:[0-9]{1,6}[!#$%&*+?@^~]{1,3}|[!#$%&*+=?@^~]{1,3}[0-9]{1,6})"
    r"|[A-Z][a-z]{2,14}[!#$%&*+?@^~]{1,3}[A-Z][a-z]{2,14}[0-9]{1,6}"
)
# A host's, a machine's or a build's name is words and a number too (`web-server01`,
# `node_worker12`, `HttpError500!`): a word of these makes no passphrase.
_NAMING_WORDS = _words(
    """
    server srv node host web db app api worker master prod dev test stage staging vm box pc lab
    rack build release version error errors exception http https status item user admin guest
    backup file page table index module class tests case cluster pod proxy gateway router
    switch edge core not found missing invalid failed denied unknown timeout forbidden
    max min size count limit port retries retry level width height length depth
    """
)
_GENERATOR_SIGNS = frozenset("!#$%&*+=?@^~;:,")
# A URL, a path, a flag or a variable, a keyword argument, a key and its value, a query, code,
# markup (a table's bar, a comparison: `MarkupSafe>=2.0`).
_URLISH_RE = re.compile(
    r"://|[/\\]|^[-$%#@&~.=_]|^[a-z_][a-z0-9_]*=|^[A-Za-z][A-Za-z0-9_]*:|[&?][A-Za-z_]+="
    r"|[()\[\]{}\"'`|<>]|[=!~]="
)
_HEX_GROUPS_RE = re.compile(r"[0-9A-Fa-f]{1,4}(?:[:\-.][0-9A-Fa-f]{0,4}){2,}")
_MAIL_LIKE_RE = re.compile(r"[^@\s]+@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)+")
_GENERATOR_LENGTHS = range(10, 65)
_PART_RE = re.compile(r"[A-Z]?[a-z]+|[A-Z]+")
_HOST_INDEX_RE = re.compile(r"[a-z]0[0-9]\Z")
_ALNUM_RE = re.compile(r"[A-Za-z0-9]+")
_DIGIT_RUN_RE = re.compile(r"[0-9]+")
_CASE_RUN_RE = re.compile(r"[A-Z]+|[a-z]+|[0-9]+")


def _words_run(part: str) -> bool:
    """Words run together, capitalised or in capitals (`FileNotFoundAgain`): a message, no
    password. The letters and digits of `part` split into capitalised words (a capital and two
    small letters or more), small words (three or more), capitals (two or more) and numbers;
    decided run by run, in one pass (a regular expression of those four repeated backtracks
    without end on a long run of digits or capitals)."""
    runs = _CASE_RUN_RE.findall(part)
    for i, run in enumerate(runs):
        after = runs[i + 1] if i + 1 < len(runs) and runs[i + 1].islower() else ""
        if run.isupper():
            capitals, small = len(run), len(after)
            into_word = small >= 2 and capitals != 2  # its last capital starts the next word
            alone = capitals >= 2 and small not in {1, 2}
            if not (into_word or alone):
                return False
        elif run.islower() and not (i and runs[i - 1].isupper()) and len(run) < 3:
            return False
    return "".join(runs) == part


def generator_shaped(value: str) -> bool:
    """Whether ``value`` (one token, ASCII) has a shape only a password generator or a person
    making a password gives, whatever words named it:

    - words joined by ``_``, ``-`` or ``.``, two digits or more glued to the last
      (`word_word_word97`, `Word-word271`, `Word.word753`), no host's or build's word in them;
    - capitalised words run together with a number and a sign (`BraveReindeer89!`);
    - ten characters or more of three classes (small letters, capitals, digits, signs) whose
      class switches often, not words run together (`FileNotFoundAgain!`), or whose digits
      stand among the letters (`qqX0=ynZvDp&Fb1`, `Str0g4n1n476$`, `uZYG*qakRIV~Dnc`).

    Never a path, a URL, a mail address, a query or keyword argument, a version, a host name,
    a code expression in brackets or quotes."""
    if not value.isascii() or not 8 <= len(value) <= 64 or _URLISH_RE.search(value):
        return False
    if _JOINED_NUMBERED_RE.fullmatch(value) or _CAMEL_NUMBER_SIGN_RE.fullmatch(value):
        parts = _PART_RE.findall(value)
        if len(parts) == 2 and value[-3].isalpha() and _HOST_INDEX_RE.search(value):
            return False  # (two words and `01`: a machine of a row, `kube-proxy01`)
        return not any(p.lower() in _NAMING_WORDS for p in parts)
    if len(value) not in _GENERATOR_LENGTHS or _MAIL_LIKE_RE.fullmatch(value):
        return False
    if _HEX_GROUPS_RE.fullmatch(value):
        return False  # (a MAC or an IPv6 address: `00:1A:2B:3C:4D:5E`)
    lower = _LOWER_RE.search(value) is not None
    upper = _UPPER_RE.search(value) is not None
    digit = DIGIT_RE.search(value) is not None
    sign = any(c in _GENERATOR_SIGNS for c in value)
    if lower + upper + digit + sign < 3:
        return False
    classes = [c.isupper() - c.isdigit() for c in value if c.isalnum()]
    switches = sum(a != b for a, b in itertools.pairwise(classes))
    digit_runs = max((len(_DIGIT_RUN_RE.findall(p)) for p in _ALNUM_RE.findall(value)), default=0)
    if sign:
        words_run = all(_words_run(p) for p in _ALNUM_RE.findall(value))
        return (switches >= 4 and not words_run) or (digit_runs >= 2 and lower)
    return switches >= 6 and digit_runs >= 2 and lower and upper
