# ruff: noqa: RUF001, RUF002, RUF003  (the separators and dashes people type between a network and its key)
"""A wifi network's key after the network's name, with no word for a password in any language.

Part of the scrubber (`memories.redaction`); pure. `logins` reads a network's key after a key's
label or a slash; here the line's structure says it: the word for wifi (or network, hotspot),
perhaps a clause ending in a colon (`wifi at the farm:`), the network's name as routers name
themselves by default (a token with a digit: `FASTWEB-K3P9Q2`, `NETGEAR47`, `Telekom-8Z0W`, perhaps
after two words: `Casa Rossi 5G`) or any name in quotes or brackets (`«Casa Rossi»`), a separator,
a space or a line break, at most three short words of any language (`crae`, `gundo kuma`, `'t
wachwoord is`: a word for "key" or "password" no list has, an elided article), and a value that
reads as a password (`logins`' measure, two classes: `Fregulafonio664`; or letters whose case
switches at random: `ZyUoqvyzmQxkZ`). The separator after a name in brackets may be any script's
colon or comma (`(Tele2_Cesis)՝ …`), the word for wifi may carry a suffix (`Wi-Fi-ի`), and a name
said with "is" may be followed by what its key is (`the guest network is TelkomHome-4G and its key
is …`): a random run of small letters and digits goes too. After a password's label that names the
wifi (`password kang wifi`), or after the word for wifi alone, a name with a sign, a digit or an
inner capital inside, one or two words of any language ("is") and a key go: after the label any key
that reads as a password, after the word alone one of three kinds of character.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memories.redaction.entropy import entropy
from memories.redaction.family import Family, Span
from memories.redaction.label_search import label_matches
from memories.redaction.labels import label_kind
from memories.redaction.logins import WIFI_WORDS, reads_as_password, wifi_pairs
from memories.redaction.shaped import random_letters
from memories.redaction.shapes import folded, letter_digit_switches, short_random_letters

__all__ = ["FAMILIES", "NETWORK_KEY_WORDS"]

# The word for wifi, also with another dash (`Wi‑Fi`) or a space (`Wi Fi`).
_WIFI = r"(?:" + WIFI_WORDS + r"|(?i:\bwi[‐‑–\s]fi\b))"
_WIFI_RE = re.compile(_WIFI)
# The word for a network inside a compound (`Gastnetz`, `gästnätverket`, `vierasverkko`), to its
# word's end (searched for only where the lowered text holds it).
_COMPOUND = r"netz|n[äa]tverk|netv[æa]rk|nettverk|verkko|h[áa]l[óo]zat|mre[žz][ae]|rrjet"
_COMPOUND_RE = re.compile(r"(?i:(?:" + _COMPOUND + r")[^\W\d_]{0,5}(?![^\W\d_]))")
_COMPOUND_LOW_RE = re.compile(_COMPOUND)
# Spanish's word for a network, only before a name that holds the word for wifi (`red
# Tilcara-Wifi`): never the colour's.
_RED_RE = re.compile(r"(?i:\bred\b)(?=[ \t]+[A-Za-z][\w!.\-]{0,31}(?i:wi-?fi|wlan))")
# What follows the word (each pattern matched at its end: the words are searched for once).
_SSID_KEY_RE = re.compile(
    r"[ \t]*(?:(?:[:=][ \t]*|[^\n:=]{1,40}?[:：][ \t]*)?"
    # (a name in quotes or brackets, or a router's default: a token with a digit, perhaps after
    # two words: `Casa Rossi 5G`)
    # (or a name that holds the word for wifi: `Tilcara-Wifi`)
    r"(?P<ssid>(?=[\w!.\-]{0,31}(?:\d|(?i:wi-?fi|wlan)))[A-Za-z][\w!.\-]{2,31}"
    r"|(?:[A-Za-z][\w!.\-]{0,15}[ \t]+){1,2}(?=[\w!.\-]{0,31}\d)[A-Za-z0-9][\w!.\-]{1,31}"
    r"|\"[^\"\n]{1,32}\"|«[^»\n]{1,32}»|“[^”\n]{1,32}”|\([^()\n]{1,32}\))"
    r"[ \t]*(?:(?:[/|,;·•→—–]|->|=>)[ \t]*|[ \t]+|[ \t]*\r?\n[ \t]*)"
    r"(?P<words>(?:['’]?[^\W\d_]{1,20}(?:['’][^\W\d_]{0,20})?[ \t]+){0,3})"
    r"(?P<pw>[^\s'\"<>()\[\]{}`,;]{8,64})(?![^\s.,;!?)])"
    # Any name of a word or three (`Morag's Pixel`), perhaps after a clause (`at the farm:`), then a
    # comma, dash or bar ending it.
    r"|(?:[:=][ \t]*|[^\n:=]{1,40}?[:：][ \t]*)?"
    r"(?P<name>[A-Z][\w!.'’\-]{0,20}(?:[ \t]+[\w!.'’\-]{1,20}){0,2})"
    r"[ \t]*(?:[/|,;·•→—–]|->|=>)[ \t]*"
    r"(?P<words2>(?:['’]?[^\W\d_]{1,20}(?:['’][^\W\d_]{0,20})?[ \t]+){0,3})"
    r"(?P<pw2>[^\s'\"<>()\[\]{}`,;]{8,64})(?![^\s.,;!?)]))"
)
# A default name's model (`Fritz!Box 7590 QX`), then a clause that says what comes (`and the
# key is`): a value of random capitals (few vowels: no word) goes too.
_SAID_KEY_RE = re.compile(
    r"[^\n]{0,60}?[ \t](?=[\w!.\-]{0,31}\d)[A-Za-z0-9][\w!.\-]{0,31}"
    r"(?:[ \t]+[A-Z]{1,4})?[ \t,;]+(?P<said>(?:[^\W\d_]{1,20}[ \t]+){1,4}?)"
    r"(?i:is|est|ist|es|é|è|er|on|är|:)[ \t]*(?P<pw>[A-Za-z0-9][\w!@#$%^&*+=.\-]{7,63})"
    r"(?![\w\-])"
)
# The words for a network's key (`split_fields` reads them too: `wifi Barge-5G key` | `…`).
NETWORK_KEY_WORDS = r"key|password|pass|passwort|psk|clave|senha|contrase[ñn]a|chave|cl[ée]"
# A network's name as routers and people write it (a dash, an underscore, a digit inside), and
# the key after it, eight characters or more to the clause's end.
_NAME = r"(?P<ssid>[A-Za-z][\w!.\-]{2,31})"
_KEY = r"(?P<pw>[^\s'\"<>()\[\]{}`,;]{8,64})(?![^\s.,;!?)])"
# The network's name (a note in brackets after it), a comma or a colon, then the key's word and
# perhaps one short word of any language before the key: `wifi VetPost_Nunoa (WPA2-PSK), key
# 05930004`, `wifi Clinic-Solar-AP: password me cjrpcaxn6vta`.
_KEY_AFTER_NAME_RE = re.compile(
    r"[ \t]+" + _NAME + r"(?:[ \t]*\([^()\n]{1,20}\))?"
    # (a comma or a colon, or "has the": `a rede NAME tem a senha …`)
    # (or the key's word on the next line: `rede Quay-5G` / `chave: …`)
    # (or a space alone, the key's word then a bar: `wifi Barge-5G key | …`)
    r"(?:[ \t]*[,:;][ \t]*|[ \t]*\r?\n[ \t]*"
    r"|[ \t]+(?i:tem[ \t]+a|has[ \t]+the|hat[ \t]+das|a[ \t]+le)[ \t]+"
    r"|[ \t]+(?=[^\W\d_]{2,9}[ \t]+\|))"
    r"(?i:" + NETWORK_KEY_WORDS + r"|wpa2?(?:-psk)?)"
    r"(?:[ \t]+[^\W\d_]{1,4}(?=[ \t]))?"
    r"[ \t]*(?:[:=]|\|(?=[ \t]))?[ \t]*" + _KEY
)
# The network's name, the word for a network after it, and "uses" or "has", then the key: `the
# Culfa-Terminal network uses wdf3ahosb6ab` (the name and the key each as above).
_NETWORK_USES_RE = re.compile(
    r"(?<![\w!.\-])"
    + _NAME
    + r"[ \t]+(?i:network|wi-?fi|wlan|hotspot)[ \t]+(?i:uses|has|takes|needs)[ \t]+"
    + _KEY
)
# Portuguese's network, its name, "uses" or "has", the key: `a rede Base-Abobral usa …`.
_USES_AFTER_NAME_RE = re.compile(r"[ \t]+" + _NAME + r"[ \t]+(?i:usa|tem)[ \t]+" + _KEY)
# A word of any language, the network's name, a colon and the key: `ya wifi haruwen
# PuntaQuilla-Port: dak7cstacw`; Portuguese's network (`a rede NAME tem a senha …`).
_WORD_NAME_COLON_RE = re.compile(r"[ \t]+[^\W\d_]{1,12}[ \t]+" + _NAME + r"[ \t]*:[ \t]*" + _KEY)
_REDE_RE = re.compile(r"(?i:\brede\b)")
# The network's name, "is" in any language, the key: `รหัส wifi NangKhong3-Deck แม่น …`,
# `ລະຫັດ Wi-Fi Unitel_4G_Pakse ແມ່ນ …` (Isan's and Lao's "is"), `wifi Hut-2 is …`.
_NAME_IS_KEY_RE = re.compile(
    r"[ \t]+"
    + _NAME
    # (and Swahili's `ni`, Kivu Swahili's `njo`, Lingala's `ezali`)
    + r"[ \t]+(?:(?i:is|ist|est|es|é|è|er|är|ni|njo|ezali)|แม่น|ແມ່ນ|คือ|គឺ)[ \t]+"
    + _KEY
)
# What separates a name from its key in any script: a colon (full-width, Ethiopic `፡`/`፦`,
# the ratio sign), Armenian `՝`, an arrow, a bar, a slash or a dash.
_SEPARATOR = r"[:=：∶﹕︓꞉፡፦፥՝|/→—–]"
# A few words of any language (`пароле`, `gundo`: "password" in one no list has), the network's
# name in brackets or quotes, a separator and the key: `Wi-Fi пароле (Iliad-Box-91C3): …`.
_NAMED_IN_BRACKETS_RE = re.compile(
    r"(?:[\-‐'’][^\W\d_]{1,6})?[ \t]*(?:[^\W\d_]{1,20}[ \t]+){0,3}"
    r"(?:\([^()\n]{1,32}\)|\[[^\[\]\n]{1,32}\]|«[^»\n]{1,32}»"
    r"|\"[^\"\n]{1,32}\"|“[^”\n]{1,32}”)[ \t]*(?:" + _SEPARATOR + r"|->)[ \t]*"
    r"(?P<pw>[^\s'\"<>()\[\]{}`,;]{8,64})(?![^\s.,;!?)])"
)
_VOWELS_RE = re.compile(r"[AEIOU]")
_CAPITALS_RE = re.compile(r"[A-Z0-9]{8,64}")
_KEY_WORD_RE = re.compile(r"(?i:(?<![^\W\d_])(?:" + NETWORK_KEY_WORDS + r")(?![^\W\d_]))")
_NAMES_WORD_RE = re.compile(r"(?i:name|model|ssid|type|brand|router|band|channel|standard)")


# A product's model, not a key: capitals, then digits, perhaps a short suffix (`AX3000v2`).
_MODEL_RE = re.compile(r"[A-Z]{1,6}(?:-[A-Z]{1,4})?-?\d{2,6}[A-Za-z]{0,3}\d{0,2}")  # (`RT-AX58U`)


def _ssid_keys(text: str, low: str) -> Iterator[Span]:
    for word in _WIFI_RE.finditer(text):
        yield from _after_word(text, word.end())
    if "red" in low:  # (Spanish's network, before a name that holds the word for wifi)
        for word in _RED_RE.finditer(text):
            yield from _after_word(text, word.end())

    if _COMPOUND_LOW_RE.search(low) is not None:
        for word in _COMPOUND_RE.finditer(text):
            yield from _after_word(text, word.end())


def _after_word(text: str, at: int) -> Iterator[Span]:
    if (m := _SSID_KEY_RE.match(text, at)) is not None:
        group = "pw" if m.group("pw") is not None else "pw2"
        pw = m.group(group).rstrip(".!?")
        named = pw == (m.group("ssid") or m.group("name")) or _MODEL_RE.fullmatch(pw)
        looks = (
            reads_as_password(pw, classes=2)
            or _random_capitals(pw)
            or random_letters(pw)
            # (twelve small letters drawn at random, a quarter of them letters words seldom use:
            # `evkeuxyajmmz`, never `workstations`)
            or short_random_letters(pw)
            # (small letters and digits at random after the key's word: `…, clé m7fmwllmmu`)
            or (
                _KEY_WORD_RE.search(m.group("words") or m.group("words2") or "") and _random_run(pw)
            )
        )
        if not named and looks:
            yield m.start(group), m.start(group) + len(pw), "password_assignment"
    if (m := _NAMED_IN_BRACKETS_RE.match(text, at)) is not None:
        pw = m.group("pw").rstrip(".!?")
        if not _MODEL_RE.fullmatch(pw) and (
            reads_as_password(pw, classes=2) or _random_capitals(pw) or _random_run(pw)
        ):
            yield m.start("pw"), m.start("pw") + len(pw), "password_assignment"
    if (m := _KEY_AFTER_NAME_RE.match(text, at)) is not None:
        yield from _key_after_name(m)
    if (m := _WORD_NAME_COLON_RE.match(text, at)) is not None:
        yield from _key_after_name(m)
    if (m := _NAME_IS_KEY_RE.match(text, at)) is not None and _NAME_INSIDE_RE.search(
        m.group("ssid")
    ):
        pw = m.group("pw").rstrip(".!?")
        digits = pw.isdigit() and len(pw) >= 8
        if digits or _random_capitals(pw) or _random_run(pw) or reads_as_password(pw, classes=2):
            yield m.start("pw"), m.start("pw") + len(pw), "password_assignment"
    if (m := _SAID_KEY_RE.match(text, at)) is not None:
        pw = m.group("pw")
        if _NAMES_WORD_RE.search(m.group("said")):
            return  # (`… and its model is AVMFRITZBOX`: a name, not a key)
        pw = pw.rstrip(".!?")
        if _random_capitals(pw) or reads_as_password(pw, classes=2) or _random_run(pw):
            yield m.start("pw"), m.start("pw") + len(pw), "password_assignment"


def _key_after_name(m: re.Match[str], *, labelled: bool = True) -> Iterator[Span]:
    """The key after a network's name; without a key's word (`labelled`), only a key drawn at
    random, its letters and digits switching three times or more (`wdf3ahosb6ab`; never
    `WPA2-PSK-AES`, `vlan20guest`, `channel36`: what a network uses may be no key)."""
    if not _NAME_INSIDE_RE.search(m.group("ssid")):
        return
    pw = m.group("pw").rstrip(".!?")
    digits = pw.isdigit() and len(pw) >= 8  # (a WPA key of digits: eight at least)
    run = _random_run(pw) and (labelled or letter_digit_switches(pw) >= 3)
    random = _random_capitals(pw) or run or _consonant_run(pw) or random_letters(pw)
    if digits or random or (labelled and reads_as_password(pw, classes=2)):
        yield m.start("pw"), m.start("pw") + len(pw), "password_assignment"


def _random_run(value: str) -> bool:
    """Small letters and a digit or more, drawn at random (a router's printed key: `fmqtlap7weqm`),
    not a word and its number (`casa2024`)."""
    if _RANDOM_RUN_RE.fullmatch(value) is None or entropy(value) < 2.0:
        return False
    letters = [c for c in value if c.isalpha()]
    vowels = sum(c in "aeiouy" for c in letters)
    return _WORD_NUMBER_RE.fullmatch(value) is None or 10 * vowels < 3 * len(letters)


def _consonant_run(value: str) -> bool:
    """Ten small letters or more, one in five a vowel at most: a printed key (`fnsambnvgxsc`)."""
    if not (len(value) >= 10 and value.isalpha() and value.islower() and value.isascii()):
        return False
    return 5 * sum(c in "aeiouy" for c in value) <= len(value)


_RANDOM_RUN_RE = re.compile(r"(?=[a-z0-9]*\d)(?=[a-z0-9]*[a-z])[a-z0-9]{8,64}")
_WORD_NUMBER_RE = re.compile(r"[a-z]+\d+|\d+[a-z]+")


def _random_capitals(value: str) -> bool:
    """Capitals (a digit or two among them) with few vowels: a router's printed key, no word."""
    letters = sum(c.isalpha() for c in value)
    return (
        _CAPITALS_RE.fullmatch(value) is not None
        and 2 * letters > len(value)
        and 4 * len(_VOWELS_RE.findall(value)) <= letters
    )


# The words every wifi pattern starts from, as the case-blind patterns read them (`folded`): a
# plain scan of the lower-cased text first (the patterns' own scans cost, beyond ASCII most).
_NETWORK_WORD_RE = re.compile(
    _COMPOUND
    + r"|wi[\-‐‑–\s]?fi|wlan|ssid|network|wireless|hotspot|netzwerk|r[ée]seau|rete|sie[ćc]|wpa"
    + r"|waefae|waifai|ויפי|ва[йи]-?фай"  # (Bislama's and Tok Pisin's spelling, Hebrew's, Russian's)
    + r"|وائی ?فائی|वाई-?फ़ाई|와이파이"  # (Urdu's, Hindi's and Korean's)
)


def _wifi(text: str) -> Iterator[Span]:
    low = folded(text)
    if _NETWORK_WORD_RE.search(low) is not None:
        yield from wifi_pairs(text)
        yield from _ssid_keys(text, low)
        yield from _named_network_keys(text)
        yield from _digit_keys(text)
        for used in _NETWORK_USES_RE.finditer(text):
            yield from _key_after_name(used, labelled=False)
    elif "red" in low:  # (Spanish `red`, which `logins`' key-label pattern reads)
        yield from wifi_pairs(text)
    if "rede" in low:  # (Portuguese's network: only before a name and its key's word)
        for word in _REDE_RE.finditer(text):
            if (m := _KEY_AFTER_NAME_RE.match(text, word.end())) is not None:
                yield from _key_after_name(m)
            if (m := _USES_AFTER_NAME_RE.match(text, word.end())) is not None:
                yield from _key_after_name(m, labelled=False)


# A network's key of digits alone (eight to twenty, as a router's default often is) right after
# a password's label, on a line that names the network before it: `وائی فائی Hemis Guest کا پاس
# ورڈ 2833002340 ہے`, `Changra-Dairy wifi པ་སི་ཝོཌ་ 4779572051 ཡིན།`.
_DIGIT_KEY_RE = re.compile(r"[ \t]*[:=]?[ \t]*(?P<v>\d{8,20})(?![\w\-.,/:]\w|[\w\-/])")
_DIGIT_NETWORK_RE = re.compile(_NETWORK_WORD_RE.pattern, re.IGNORECASE)
_NETWORK_REACH = 80  # (the characters of the label's line read back for the network's word)


def _digit_keys(text: str) -> Iterator[Span]:
    for kw in label_matches(text):
        if label_kind(kw.group("label")) != "password":
            continue
        if (m := _DIGIT_KEY_RE.match(text, kw.end())) is None:
            continue
        start = max(text.rfind("\n", 0, kw.start()) + 1, kw.start() - _NETWORK_REACH)
        if _DIGIT_NETWORK_RE.search(text, start, kw.start()):
            yield m.start("v"), m.end("v"), "password_assignment"


# The key printed on a router's sticker, no network named (`the key on the sticker under the
# Starlink router: jiNgxMmClTDyz`): "key" (or "password", "PIN"), a sticker, a label or "printed"
# within a few words, a router or a modem, a colon, then a value that reads as a password of two
# classes (`chiantar.2004`) or letters whose case switches often (`shaped.random_letters`).
_STICKER_RE = re.compile(
    r"(?i:\b(?:key|password|passcode|psk|pin)\b[^\n:]{0,40}?\b(?:sticker|label|printed)\b"
    r"[^\n:]{0,40}?"
    # (its name may end in the word: `Flybox`, `Livebox`, `FRITZ!Box`, `Homehub`)
    r"(?:router|modem|gateway|hub|box|dish|extender)\b[^\n:]{0,12}?:)[ \t]*(?P<v>[^\s'\"<>]{8,64})"
)


def _sticker_keys(text: str) -> Iterator[Span]:
    for m in _STICKER_RE.finditer(text):
        value = m.group("v").rstrip(".,;)")
        if _MODEL_RE.fullmatch(value):
            continue  # (the router's model, on its label)
        if reads_as_password(value, classes=2) or _random_run(value) or random_letters(value):
            yield m.start("v"), m.start("v") + len(value), "password_assignment"


# After a password's label that names the wifi (`label_search`: `password kang wifi`), the
# network's name as one token (a dash, an underscore, a digit or a capital inside it:
# `Butuan-Billing`), one or two short words of any language ("is": `nopo`, `hay`, `sâm`), and the
# key: a run that reads as a password, random capitals and digits, or random small letters and
# digits in groups (`fxmd_izy6_u1lp_otjr`).
_NAMED_NETWORK_RE = re.compile(
    # (perhaps a short word and the word for wifi first: `pasword blong waefae …`, Bislama's)
    # (or Hebrew's, the article glued: `הסיסמה של הוויפי …`)
    # (the word for wifi perhaps with a suffix after a dash, in the label or after it:
    # Indonesian's `password wifi-ku …`, "my wifi")
    r"(?:(?<=[Ff][Ii])-[^\W\d_]{1,4}(?![\w\-]))?"
    r"(?:[ \t]+[^\W\d_]{1,5})??(?:[ \t]+(?P<net>" + _WIFI + r"|waefae|waifai|ה?ו?ויפי)"
    r"(?:-[^\W\d_]{1,4}(?![\w\-]))?)?"
    r"[ \t]+(?P<ssid>[A-Za-z][\w!.\-]{2,31})(?:[ \t]*:[ \t]*|[ \t]+(?:[^\W\d_]{1,5}[ \t]+){1,2})"
    r"(?P<pw>[^\s'\"<>()\[\]{}`,;]{8,64})(?![^\s.,;!?)])"
)
# (after the word for wifi alone, no label: longer words, any language's "key is", and a key of
# three kinds of character: `wifi Sevettijarvi-Checkpoint bássabáhkuo lä sz1pug3AYpzqk`)
_UNLABELLED_NETWORK_RE = re.compile(
    r"[ \t]+(?P<ssid>[A-Za-z][\w!.\-]{2,31})[ \t]+(?:[^\W\d_]{1,12}[ \t]+){1,2}"
    r"(?P<pw>[^\s'\"<>()\[\]{}`,;]{8,64})(?![^\s.,;!?)])"
)
_NAME_INSIDE_RE = re.compile(r"[\-_\d]|[a-z][A-Z]")
_WPA_RE = re.compile(r"(?i:wpa|psk|pre[ _\-]?shared)")


def _named_network_keys(text: str) -> Iterator[Span]:
    for kw in label_matches(text):
        if label_kind(kw.group("label")) != "password":
            continue
        m = _NAMED_NETWORK_RE.match(text, kw.end())
        if m is None or not _NAME_INSIDE_RE.search(m.group("ssid")):
            continue
        if not (
            _WIFI_RE.search(text, max(0, kw.start() - 6), kw.end())
            or _WPA_RE.search(kw.group("label"))  # (`WPA key for …`: a network's own label)
            or m.group("net")
        ):
            continue  # (the label, a compound's head before it or the words after name the wifi)
        pw = m.group("pw").rstrip(".!?")
        grouped = pw.replace("_", "").replace("-", "")
        if (
            reads_as_password(pw, classes=2)
            or _random_capitals(pw)
            or _random_run(grouped)
            or _consonant_run(pw)
        ):
            yield m.start("pw"), m.start("pw") + len(pw), "password_assignment"
    for word in _WIFI_RE.finditer(text):
        m = _UNLABELLED_NETWORK_RE.match(text, word.end())
        if m is None or not _NAME_INSIDE_RE.search(m.group("ssid")):
            continue
        pw = m.group("pw").rstrip(".!?")
        if reads_as_password(pw, classes=3) and not _MODEL_RE.fullmatch(pw):
            yield m.start("pw"), m.start("pw") + len(pw), "password_assignment"


# (Its gate, the network's word every finder starts from: `WIFI:` included, and no password
# label, which the whole patterns would add to the first look's automaton once more.)
_GATE_RE = re.compile(
    _WIFI.replace("r[ée]seau|", "r[ée]seau|red|rede|")
    + r"|(?i:"
    + _COMPOUND
    + r"|waefae|waifai|wpa)|ויפי|وائی ?فائی|वाई-?फ़ाई"
)
# A password set on a router or a modem, said in any language on the line that names it
# (`поставил kelek_sakar_571 на роутер`, `routerga kerki.jeyhun.2012 qo'ydim`): two to four words
# of small letters and a number, all joined by one sign; never a file's or a build's name
# (`config_backup_2024`, `openwrt.snapshot.2023`).
_ROUTER_WITHIN = 60
_ROUTER_WORD_RE = re.compile(r"(?i:router|роутер|модем|modem)")
_WORDS_AND_NUMBER_RE = re.compile(
    r"(?<![\w.\-])(?:[a-z]{3,12}(?:_[a-z]{3,12}){1,3}_|[a-z]{3,12}(?:\.[a-z]{3,12}){1,3}\.)"
    r"\d{2,4}(?![\w\-]|\.\w)"
)
_NAMES_A_FILE_RE = re.compile(
    r"config|backup|firmware|snapshot|image|release|build|version|update|openwrt|log|dump|export"
)


def _router_passwords(text: str) -> Iterator[Span]:
    for m in _WORDS_AND_NUMBER_RE.finditer(text):
        if _NAMES_A_FILE_RE.search(m.group()):
            continue
        # (the router's word within a few words on the value's line: a bounded look)
        before = text[max(0, m.start() - _ROUTER_WITHIN) : m.start()].rsplit("\n", 1)[-1]
        after = text[m.end() : m.end() + _ROUTER_WITHIN].split("\n", 1)[0]
        if _ROUTER_WORD_RE.search(before) or _ROUTER_WORD_RE.search(after):
            yield m.start(), m.end(), "password_assignment"


FAMILIES = (
    Family("wifi", _GATE_RE, _wifi),
    Family("router_password", _ROUTER_WORD_RE, _router_passwords, needs_digit=True),
    Family("sticker_key", re.compile(r"(?i:sticker|label|printed)"), _sticker_keys),
)
