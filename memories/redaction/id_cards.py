# ruff: noqa: RUF001  (words of other scripts are what this file reads)
"""Identity card numbers after a label that says "ID card" or "ID number" in any language, or
after an id's own acronym (`IDNP`, `PEID`, `NID`): the value's printed shape carries the weight.

Part of the scrubber (`memories.redaction`); pure. `ids` checks a country's number by its name and
check digit; many are written with neither (`ID-karta nomru: HQ459663`, `Surinamese ID card no.
HT439856`, `namba ya kĩbandũ: 62819022`, `carnet: 8452626 LP`, `IDNP-m: 2447688652087`). A label
holds `ID` beside a word for a card or a number of any language (`kart`, `karta`, `kaart`,
`nomru`, `namba`, `nomer`, `numer`, `no.`), or a word that means an identity card alone
(`carnet`, `cédula`, `kĩbandũ`, `kitambulisho`, `dowód`), or an acronym of capitals holding `ID`
that is no process's, user's or group's id (`PID`, `UID`, `GID`, …). Within a few words after it
on its line, an id-shaped value goes: one or two capitals and six to nine digits (or six to eight
and a letter), or seven to thirteen digits that are no date (digits alone after an acronym), with
Bolivia's department code after it (`LP`, `CB`, `SC`, …). A word before or between that names another thing's number (an
order, an invoice, a ticket, a phone, a parcel, a user, a bank or gift card) keeps it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memories.redaction.family import Span
from memories.redaction.pins import HUSH_RE

__all__ = ["NUMBER_WORDS", "OTHER_RE", "id_card_numbers"]

_CARD = (
    r"card|kar?t[aiıeëy]?|kort(?:et|ti|s?num(?:mer|ret))?|karte|carte|kaart|kartica|cart[ãa]o|carta|tarjeta"
    r"|tessera|k[áa]rtya|kaardi|kadi?|kaadi|karata|kartu|katin|карт(?:а|ы|у|ка|ки|очка)?"
)
NUMBER_WORDS = (
    r"numbers?|num|nos?|nr|nro|n[º°o]|nomer|nomor|nomru|n[öo]mr[əe](?:s?i|ne)?|numer|numero|n[úu]mero"
    r"|num[ée]ro|nummer|numru|n[úu]mer|numara\w*|num[ăa]r(?:ul)?|namba|nambari|nomba|numba|n[oọó]\u0301?mb[aà]"
    r"|broj|[čc][íi]slo|sz[áa]m|raqam\w*|nomeri|nombor|lamba|lambar|nimero|nambala|nomboro|numurs"
    r"|numeris|numbri|[šs]tevilk[aeiou]?|номер|нөмір|нөмрө|дугаар|рақам|رقم|លេខ"  # (Slovene's)
    r"|rhif|համար[ըի]?"  # (Welsh; Armenian, with its article)
)
# An identity card's own word (a stem, inside a word too: `Personalausweis`, `nafnskírteini`),
# Latin and Cyrillic, then scripts written without spaces between words.
_OWN = (
    r"carnet|c[ée]dula|k[ĩi]band[ũu]|kitambulisho|kipande|dow[óo]d|kimlik|henkil[öo]kortti"
    r"|ausweis|tazki?ra|tazkera|sk[íi]rteini|[iì]d[aá]nim[oọ]|shaida|удостоверени|үнэмлэх|шәхес|шахс"
    r"|shinosnom|шиноснома"  # (Tajik's identity card, `shinosnomai man`)
)
_OWN_UNSPACED = r"身份证|身份證|户口簿|户口本|戶口名簿|戶口簿|주민등록|บัตรประชาชน|អត្តសញ្ញាណ|መታወቂያ|الهوية|کارت\s*ملی|זהות|पहचान"
# `ID` then a card's or a number's word (a word between at most), or the other way round; an
# identity card's own word; an acronym holding `ID` (`IDNP`, `PEID`); Bolivia's `CI`.
_LABEL_RE = re.compile(
    r"(?i:(?<![^\W\d_])(?:(?P<id>id)[ \t\-]*(?:[^\W\d_]{1,10}[ \t]+)?(?:"
    + _CARD
    + r"|"
    + NUMBER_WORDS
    + r")|(?:"
    + _CARD
    + r"|"
    + NUMBER_WORDS
    + r")[ \t\-]+(?:[^\W\d_]{1,6}[ \t]+){0,2}id)(?![^\W\d_])"
    r"|(?P<own>" + _OWN + r")|(?P<unspaced>" + _OWN_UNSPACED + r"))"
    r"|(?<![A-Za-z])(?P<acronym>[A-Z]{1,3}ID|ID[A-Z]{1,3})(?![A-Za-z])"
    r"|(?<![A-Za-z])(?P<ci>C\.?I)(?![A-Za-z])"
)
_LABEL_HINT_RE = re.compile(r"(?i:id|c\.?i|" + _OWN + "|" + _OWN_UNSPACED + ")")
# Acronyms that name a process's, a user's, a thing's id, or no id at all.
_NOT_IDS = frozenset((
    "ID", "PID", "PPID", "TID", "UID", "GID", "EUID", "EGID", "SID", "RID", "MID", "OID", "CID",
    "UUID", "GUID", "TXID", "KID", "VID", "DID", "AID", "APPID", "IDE", "IDEA", "IDS", "IDP",
    "IDL", "IDK", "IDLE", "IDX", "IDF", "IDR", "IDT", "SKID", "ACID", "AVID", "MSID", "SSID",
    "IMID", "PAID", "SAID", "LAID", "RAID", "VOID", "AIDS", "IDOL", "HWID", "CUID", "ULID",
    "PMID", "FLUID", "SOLID", "RAPID", "VIVID", "HUMID", "TIMID", "LUCID", "CUPID", "DAVID",
    "DROID", "IDAHO",
))  # fmt: skip
_VALUE_RE = re.compile(
    r"(?<![\w\-/.+#])(?:(?P<lettered>[A-Z]{1,2}[0-9]{6,9}|[0-9]{6,8}[A-Z])|[0-9]{7,13})"
    r"(?![\w\-/]|[.,][0-9])"
    r"(?P<department>[ \t\-]?(?:LP|CB|SC|OR|PT|TJ|CH|BE|PD)(?![\w]))?"
)
_BARE_ID_RE = re.compile(r"(?<![^\W\d_])(?i:id)(?![^\W\d_])")
_DATE_RE = re.compile(r"(?:19|20)[0-9]{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12][0-9]|3[01])")
_BEFORE = 60  # (the most characters from the label back on the value's line)
OTHER_RE = re.compile(  # (each at a word's start: `Drefaldwyn` holds no `ref`)
    r"(?i:(?<![^\W\d_])(?:order|invoice|ticket|phone|\btel\b|mobile|fax|tracking|parcel|shipment|customer|client"
    r"|user|account|member|transaction|booking|session|process|request|trace|product|device"
    r"|tenant|project|job|task|build|chat|\bapp\b|\bsim\b|iccid|gift|loyalty|credit|debit|bank"
    r"|library|student|employee|vat|tax(?!i)|meter|serial|batch|\blot\b|model|case|ref|incident"
    r"|claim|issue|bug|merchant|store|shop|vendor|supplier|partner|contract|meeting|webinar"
    r"|pallet|carton|crate|consignment|container|tote"  # (a load's: `Pallet ID 600912`)
    r"|factur|fattur|fatur|faktur|rechnung))"  # (an invoice's: `Factura seria KLK nr. 000118`)
)


# (a run of six digits or more, found by a quick scan; the value tried from its letters before)
_DIGITS_RE = re.compile(r"[0-9]{6,}")


def _values(text: str) -> Iterator[re.Match[str]]:
    end = 0
    for run in _DIGITS_RE.finditer(text):
        for lead in (2, 1, 0):
            if run.start() - lead >= end and (m := _VALUE_RE.match(text, run.start() - lead)):
                end = m.end()
                yield m
                break


def id_card_numbers(text: str) -> Iterator[Span]:
    for m in _values(text):
        digits = m.group("lettered") is None
        end = m.start("department") if m.group("department") else m.end()
        if digits and _DATE_RE.fullmatch(text, m.start(), end):
            continue
        line = text.rfind("\n", 0, m.start()) + 1
        lo = max(line, m.start() - _BEFORE)
        if _LABEL_HINT_RE.search(text, lo, m.start()) is None:
            continue  # (a literal of every label first: the labels' alternatives are dearer)
        labels = list(_LABEL_RE.finditer(text, lo, m.start()))
        label = _usable(labels, digits, department=m.group("department") is not None)
        if label is None:
            # (`ID` alone names one when the speaker says to tell no one: `ID yangu ni 23842747,
            # usimwambie mtu`)
            label = (
                _BARE_ID_RE.search(text, lo, m.start()) if HUSH_RE.match(text, m.end()) else None
            )
        if label is None:
            continue
        if OTHER_RE.search(text, max(line, label.start() - 24), m.start()) is None:
            yield m.start(), m.end(), "national_id"


def _usable(labels: list[re.Match[str]], digits: bool, *, department: bool) -> re.Match[str] | None:
    """The last label that may name the value (an acronym digits alone, `CI` with a department)."""
    for label in reversed(labels):
        acronym = label.group("acronym")
        if acronym is not None:
            if acronym.upper() not in _NOT_IDS and len(acronym) >= 3 and digits:
                return label
            continue
        if label.group("ci") is not None and not department:
            continue
        return label
    return None
