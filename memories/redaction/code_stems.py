# ruff: noqa: RUF001, RUF002, RUF003  (the words of other languages are this file's data)
"""A code named by the word for "code" in any language, then its digits: a door's, a gate's, an
alarm's, a verification code (`Esik kodı: 8878`, `kódigu verifikasaun: 349275`, `Алӑк кодӗ: 1719`,
`di kɔd fɔ di get na 347902`).

Part of the scrubber (`memories.redaction`); pure. The label is read by the *stem* of the word
for "code", which most languages share (`code`, `kod`, `kód`, `kɔd`, `kood`, `código`, `còdice`,
`kodu`, `код`, `κωδικός`), inflected or compounded as the language wants; one more word at
least in the label says which code (a bare `code: 200` is a status); then a separator or a
short "is" (`na`, `ye`, `ist`), three to eight digits that end the clause; or the digits
straight after the label with a keypad's `#` or `*` ending them (`garage opener code 5709#`).
The codes that are no secret stay, by a word of their label in any of the languages listed
(postal, zip, area, country, product, error, status, HTTP, exit, promo, discount, order,
tracking, …).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import re2

from memories.redaction.assign_words import ARROW, IS_WORDS
from memories.redaction.family import Family, Span
from memories.redaction.first_look import Starts, loosened
from memories.redaction.label_search import label_matches
from memories.redaction.labels import PIN_LABEL_RE, PROSE_WORDS, label_kind, words
from memories.redaction.pins import POSTAL_WORDS, THAI_HARMLESS
from memories.redaction.units import COUNTS, MEASURES, UNIT_SIGNS, last_word

__all__ = ["FAMILIES"]

# The stem of the word for "code" (Latin, with the accents and the open o of many languages, the
# loanword's `kh` and `ou` too: `khodi`, `khoudu`; Cyrillic; Greek), anywhere in a word:
# `Türcode`, `kodıńız`, `verifikationskode`; and the words for "code" that share no such stem
# (Berber `tangalt`, Hausa `lambar`, Swahili `nambari`, Welsh `rhif`, Hebrew, Persian, Korean,
# Japanese, Thai, Vietnamese `mã`, Dhivehi).
_STEM = r"(?:(?:kh|[ckq])[oóòôöőōɔ]{1,2}u?[dð]|код|κωδ)"
_OTHER_WORDS = (
    r"tangalt|lambar[^\W\d_]{0,30}|nambari|rhif|קוד[^\W\d_]{0,30}|کد|کود|코드|コード|รหัส|ລະຫັດ|លេខកូដ|ކޯޑު"
    r"|(?<![^\W\d_])mã(?![^\W\d_])"
    r"|(?<![^\W\d_])koot[iu](?![^\W\d_])"  # (Kven's and Meänkieli's spelling, `kooti`)
    r"|(?<![^\W\d_])ramz(?:-?e)?(?![^\W\d_])"  # (Persian's `رمز` in Finglish: `ramze …`)
)
# (thirty letters at most on each side of the stem: a long word that says "code" again and again,
# `codecodecode…`, is read a few letters on, not to its end from each stem)
_CODE_WORD = r"(?:[^\W\d_]{0,30}" + _STEM + r"[^\W\d_]{0,30}|" + _OTHER_WORDS + r")"
# "Is" in a few words (`assign_words`, less the Polish `to`, which is also "to"), and the
# copulas of creoles and pidgins (`na`, `em`).
# (and Megleno-Romanian's and Aromanian's "is": `kodlu di lacăt ăi …`, `easti`; Q'eqchi''s
# "it is": `li xcódigo li candado … a'an …`)
_SHORT_IS = r"(?!to\b)(?:" + IS_WORDS + r"|na|em|ia|ele|wa|ga|ya|ko|a['’]an|ne)"  # (Twi's `ne`)
# A short word that ends the line after the digits (a verb put last); after a separator or an
# "is", one of up to six letters (Mongolian's `… kod ni 20398 bäänaa`), not with nothing between
# (`backup code 2024 ready`).
# (or Navajo's "it is called", `… code 5719 wolyé`; Quechua's "it is", `códigoqa … kanmi`;
# Aymara's "that (is)", `punku codigopaxa … ukawa`)
_LAST_WORD = (
    r"(?:" + last_word(4) + r"|[ \t]+(?i:wolyé|wolye|kanmi|karqan|ukawa|ukaxa)"
    r"[ \t]*[.!]?[ \t]*(?:\n|\Z))"
)
_LAST_WORD_SAID = last_word(6)
_CODE_RE = re.compile(
    r"(?i:(?<![^\W\d_])(?P<word>" + _CODE_WORD + r")"
    # (what it opens and where, in as many as five words: Irish `cód an ghlais ar an tseid`; a
    # word of Arabic in Latin letters may start with a digit for its sound: `code 7ag qufl …`)
    r"(?P<more>(?:[ \t]+(?:[^\W\d_]|[2-9](?=[a-z]))[\w'’\-]{0,13}){0,5}?"
    # (Thai, Lao and Khmer, written without spaces: what the code opens, then "is" or a colon,
    # `รหัสกุญแจห้องเป๋น 4612`, `លេខកូដសោទូរទឹកកក: 89290`)
    r"|(?:(?<=รหัส)|(?<=ລະຫັດ)|(?<=លេខកូដ))[\u0e00-\u0eff\u1780-\u17ff]{1,40}?"
    r"(?=คือ|เป็น|เป๋น|แม่น|ແມ່ນ|គឺ|[ \t]*:))"
    r"(?:[ \t]*(?:[:=#]|" + ARROW + r"|[-–—](?=[ \t]))|[ \t]+(?:" + _SHORT_IS + r")"
    r"|คือ|เป็น|เป๋น|แม่น|ແມ່ນ|គឺ"
    # (or nothing, where a keypad's key ends the entry: `garage opener code 5709#`)
    r"|(?=[ \t]+\d{3,8}[#*](?![\w#*]))"
    # (or nothing, where a short word ends the line after the digits, a verb the language puts
    # last: `tala laga code 9338 ase`, `tala renaa code do 93610 kana`)
    r"|(?P<bare>(?=[ \t]+\d{3,8}" + _LAST_WORD + r")))[ \t]*"
    r"(?P<v>\d{3,8}|\d{3,4}[ \-]\d{3,4})(?![\w\-/%:])(?![.,]\d)"
    # (that ends the clause, or an entry's last key or "then" follows: `… 4654 then #`)
    r"(?=[ \t]*(?:[.!;,)\]#*]|\n|\Z|(?:then|and|und|puis|luego|y|e|et|na|ho)(?![^\W\d_]))"
    r"|(?(bare)" + _LAST_WORD + "|" + _LAST_WORD_SAID + r")"
    # (or Japanese's closing particles in romaji, a clause after them: `… 636200 dayo, hayaku`)
    r"|[ \t]+(?:da(?:yo|ne|zo)?|desu(?:[ \t]+yo)?|yo|ne)[ \t]*[,.!?]"
    # (or what it opens, closing the clause: `die kode is 32726 vir die hek`, `… for the gate`)
    r"|[ \t]+(?i:for|f[üu]r|voor|vir|til|pour|para|per)[ \t]+"
    r"(?:(?i:the|die|das|den|dem|het|de|le|la|el|il|det|a)[ \t]+)?"
    r"(?!(?i:example|instance|now|today|all|free|sale|ever|more|less|sure)(?![^\W\d_]))"
    r"(?P<opens>[^\W\d_]{3,20})[ \t]*(?:[.!;,)]|\n|\Z)))"
)
# The codes that are no secret, by a word of the label (the code's own word included) in the
# languages people write: postal, area and country codes, products and articles, errors and
# statuses, promotions and discounts, orders and parcels, banks, sources and encodings, laws.
_THAI_HARMLESS_RE = re.compile(THAI_HARMLESS)
_HARMLESS_RE = re.compile(
    r"(?i:"
    + POSTAL_WORDS
    + r"|area|[áa]rea|country|l[äa]nder|pa[íi]s|pays|paese|dial|phone|telef|prefi"
    r"|produ[ikc]t|produto|producto|prodotto|item|artic|artik|art[íi]c|tarif|error|errore|erro"
    r"|erreur|fehler|hata|b[łl][ąa]d|ошиб|status|state|http|exit|return|response|reason|result"
    r"|promo|discount|rabatt|descuento|desconto|sconto|remise|r[ée]duction|indirim|coupon"
    r"|cup[óo]n|cupom|gutschein|voucher|gift|source|quell|fonte|fuente|color|colour|farb|lang"
    r"|idioma|currency|moeda|moneda|airport|station|branch|filial|sort|bank|swift|routing|course"
    r"|curso|kurs|class|klass|tracking|sendung|rastreio|seguimiento|order|bestell|pedido|commande"
    r"|booking|buchung|reserv|ticket|invoice|rechnung|factura|fatura|customer|kunden|client"
    r"|refer|model|serial|version|build|release|region|zone|sector|page|seite|line|zeile"
    r"|l[íi]nea|riga|locale|dress|morse|machine|penal|civil|criminal|gesetz|federal|diagnos"
    r"|billing|naics|airline|flight|vuelo|program|python|java|html|sample|example|beispiel"
    r"|ejemplo|exemplo|esempio|exemple|demo|test|dummy|fake|placeholder|encod|decod|codec|codex"
    r"|unicode|opcode|geocod|shortcode|pseudo|keycode|zipcode|postcode|barcode|review|commit"
    r"|merge|coverage|quality|smell|freeze|style|snippet|block|editor|repo|conduct|honou?r|ethic"
    r"|practice|civil|modul|unit|subject|shahr|شهر"  # (Persian's city: a dialling code)
    r"|پیگیری|سفارش|رهگیری|تخفیف|پستی|peygiri|sefaresh)"  # (Persian's tracking, order, discount)
)
# The same, short: the whole word (`pos`, `bar`, `qr`; not `barra`, `position`).
_HARMLESS_WORDS = words(
    "cep plz land tel sku ean upc isbn hs tax vat iva tva bar qr iso iata icao bic ifsc bsb aba"
    " clabe ref part teil law icd cpt fips css op uni geo pos base golf name git sic"
    # (phone and house numbers where the word for "code" is also "number": Hausa, Swahili, Welsh)
    " waya gida simu nyumba ffôn ffon tŷ ty"
)
_WORD_RE = re.compile(r"[^\W\d_]+")  # (a word's parts: `tal-posta` is `tal` and `posta`)
# A unit or a count after the digits: `code: 300 lines`, `kod: 500 zł`.
_UNIT_AFTER_RE = re.compile(r"[ \t]*(?:" + UNIT_SIGNS + "|" + MEASURES + "|" + COUNTS + ")")
# The code's own word alone is no label (`code: 200`, a status): one more word says which code.
_BARE = words(
    "code codes kod kode kód kodu koodi kood código codigo códigos codigos codice codici codi"
    " codul код кода коды tangalt lambar lambarka nambari rhif קוד کد کود 코드 コード รหัส mã kooti"
    " ramz ramze"
)


# The stem in either case, read by RE2 (a cheap look before the search at every word).
_STEM_LOOK = re2.compile(
    r"(?i)[ckq][oóòôöőōɔ]{1,2}[dð]|kh[oóòôöőōɔ]{1,2}u?[dð]|[ckq][oóòôöőōɔ]{1,2}u[dð]"
    r"|код|κωδ|tangalt|lambar|nambari|rhif|mã|koot|ramz|קוד|کد|کود|코드|コード|รหัส|ລະຫັດ|លេខកូដ|ކޯޑު",
    re2.Options(),
)


def _named_codes(text: str) -> Iterator[Span]:
    if _STEM_LOOK.search(text) is None:
        return
    for m in _CODE.finditer(text):
        line_start = text.rfind("\n", 0, m.start()) + 1
        window = text[max(line_start, m.start() - 32) : m.start()]
        window = window[window.rfind(":") + 1 :]  # (a field of its own: `ticket OPS-162: …`)
        before = _WORD_RE.findall(window)[-2:]
        said = [*before, m.group("word"), *_WORD_RE.findall(m.group("more"))]
        if m.group("opens"):
            said.append(m.group("opens"))  # (what it opens, named after it: `… for the gate`)
        which = [w for w in said if w.lower() not in PROSE_WORDS]  # (`the code is 4471`: none)
        if len(which) < 2 and m.group("word").lower() in _BARE:
            continue
        if any(_HARMLESS_RE.match(w) or w.lower() in _HARMLESS_WORDS for w in said):
            continue
        if _THAI_HARMLESS_RE.match(m.group("more")):
            continue  # (Thai's vowel marks split its words: the run after `รหัส` is read whole)
        if _UNIT_AFTER_RE.match(text, m.end("v")):
            continue
        yield m.start("v"), m.end("v"), "password_assignment"


_CODE = Starts(_CODE_RE)

# A keypad's or a lock's code said as what it takes (`garage keypad takes 4654 then #`, `the safe
# opens with 190422`): after a PIN label, one or two words, four to eight digits, then the key
# that ends the entry (`#`, `*`, "then", "and") or the clause.
_TAKES_RE = re.compile(
    r"(?P<said>(?:[ \t]+[^\W\d_][\w'’]{1,11}){1,2})[ \t]+(?P<v>\d{4,8})"
    r"(?=[ \t]*(?:[#*]|(?i:then|and|followed|dann|und|puis|et|luego|y|e|depois|poi)(?![^\W\d_])"
    r"|[.!;,)]|\n|\Z))"
)
# The words before a number that say it is no code: a time, a count, a measure, an ordinal.
_NOT_TAKES = words(
    "in at on of for after before since until till every least most from to by than over under"
    " within about around ago version model page line room floor number no nr year years since"
    " till times only just max min minimum maximum up"
)


# A PIN label, looked for by RE2 in ASCII text before the label search (where the first look
# read no label, the scrubber has not searched for them yet).
_PIN_LOOK = re2.compile(loosened(PIN_LABEL_RE.pattern), re2.Options())


def _typed_codes(text: str) -> Iterator[Span]:
    if text.isascii() and _PIN_LOOK.search(text) is None:
        return
    for kw in label_matches(text):
        if label_kind(kw.group("label")) != "pin":
            continue
        m = _TAKES_RE.match(text, kw.end())
        if m is None or _UNIT_AFTER_RE.match(text, m.end("v")):
            continue
        if not any(w.lower() in _NOT_TAKES for w in _WORD_RE.findall(m.group("said"))):
            yield m.start("v"), m.end("v"), "password_assignment"


_FOUR_DIGITS_RE = re.compile(r"\d{4}")


def _codes(text: str) -> Iterator[Span]:
    """Both finders in one family (one slot of the first look, one call): a code named by its
    stem, then one typed after a PIN label (which needs four digits)."""
    yield from _named_codes(text)
    if _FOUR_DIGITS_RE.search(text):
        yield from _typed_codes(text)


FAMILIES = (
    # (the gate is shorter necessary conditions than the patterns, which would swell the first
    # look's automaton: the stem before three digits, or four digits, where the finder of typed
    # codes looks for a PIN label with RE2 first; the hint three digits, cheaper than the stem)
    Family(
        "code_by_stem",
        re.compile(r"(?i:" + _STEM + r"|" + _OTHER_WORDS + r")[^\n]*\d{3}|\d{4}"),
        _codes,
        needs_digit=True,
        hint=re.compile(r"\d{3}"),
    ),
)
