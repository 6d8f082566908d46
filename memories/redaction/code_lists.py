# ruff: noqa: RUF001  (words in other scripts are what this file reads)
"""2FA backup codes and authenticator secrets in the forms `codes` does not read: lists under
the words of more languages, a single backup code, a TOTP secret after "2FA" in any language's
sentence, and one written in groups inside an `otpauth://` URL.

Part of the scrubber (`memories.redaction`); pure. A list is two codes or more of one shape
(the lengths of their dashed parts) after a word for backup codes (`Reservecodes foar …`,
`kaody famerenana (Google):`, `kòd rezèv`), most with a digit. A single code goes after a
singular label (`Discord 2FA backup code: py4x-d1nw`) when it mixes letters and digits. A
secret is base32 (16 to 64 letters and `2` to `7`, a digit among them, perhaps in groups of four)
after a separator that follows "2FA", "TOTP", "MFA" or "authenticator" within a few words
(`kòd sekrè 2FA a: …`), whatever the language of the words between. Six codes or more of one
shape with no label at all (one a line, or comma-separated) are a list when they read as random:
letters and digits mixed and switching between them inside each code, one case of letters.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

from memories.redaction.assign_words import ARABIC_CHAT_OF
from memories.redaction.family import Family, Span
from memories.redaction.first_chars import guard
from memories.redaction.lines import line_start
from memories.redaction.shapes import unreadable_letters

__all__ = ["BACKUP_WORDS", "CODE", "FAMILIES", "holds_codes"]

# Words for backup or recovery codes that `codes` does not list, by language.
BACKUP_WORDS: dict[str, str] = {
    "frisian": r"reserve-?(?:codes|koades)|herstel-?koades",
    "malagasy": r"kaody\s+(?:famerenana|fanavotana|tahiry|fiarovana|vonjimaika)",
    "haitian creole": r"k[òo]d\s+(?:rez[èe]v|rekiperasyon|sekou|sovtaj)",
    "afrikaans": r"(?:rugsteun|herwinning|herstel)s?-?kodes",
    "icelandic, faroese": r"vara-?k[óo]ðar|endurheimtark[óo]ðar|trygdarkotur",
    "welsh, irish, scottish gaelic": r"codau\s+(?:wrth\s+gefn|adfer)|c[óo]id\s+ch[úu]ltaca",
    "albanian, maltese": r"kodet\s+(?:rezerv[ëe]|e\s+rikuperimit)"
    r"|kodi[ċc]i(?:jiet)?\s+(?:ta['’]\s+|tal-)(?:ri[żz]erva|backup|irkupru|sigurt[àa])",
    # The English loan word beside a word for "codes" (`códigos de backup`, Kabuverdianu's
    # `kódigus di backup`, `kode backup`, `mã
    # backup`, `codici di backup`, `backup-koder`, `backup kódok`).
    "backup as a loan word": r"(?:c[óo]digos?|k[óo]digus|codes|codici|kode|kodlar[ıi]?|kody|k[óo]dy|m[ãa]"
    r"|koodit|koder|kodai|kodu|kod|коды|кодове)[ \t\-]+(?:(?:de|di|da|do|du|ng)[ \t]+)?backup"
    r"|backup[ \-]?(?:koder|kodes|kodai|koodit|kodlar[ıi]|k[óo]dok|k[óo]dy|kode|коды)"
    # (or the word for "code" with any ending of its language: Oromo's `kodiyaa`)
    r"|backup[ \t\-]?[kc][oóò]{1,2}d[^\W\d_]{0,6}",
    "indonesian, malay": r"kode\s+(?:cadangan|pemulihan)|kod\s+(?:sandaran|pemulihan)",
    "swahili": r"(?:misimbo|nambari|kodi)\s+(?:ya|za)\s+(?:backup|akiba|dharura|kurejesha)",
    "tagalog, cebuano": r"(?:mga\s+)?backup\s+na\s+code|(?:mga\s+)?code\s+sa\s+pag-?recover",
    "zulu, xhosa, yoruba, hausa": r"amakhodi\s+(?:esipele|okubuyisela)|koodu\s+afẹyinti"
    r"|lambobin\s+(?:ajiya|dawo)",
    # (Kazakh's in Latin letters too: `rezervtık kodtar`)  # noqa: RUF003
    "kazakh, kyrgyz, uzbek": r"(?:резервтік|сақтық)\s+кодтар|запастык\s+коддор|zaxira\s+kodlari"
    r"|(?:rezervt[iı]k|saqt[iı]q)\s+kodtar"
    r"|tiklash\s+kodlari|тиклаш\s+кодлари|захира\s+кодлари",  # (Uzbek's "recovery codes")
    # Compounds `codes` reads only with a colon after them (here with a clause: `Notfallcodes
    # fürs Microsoft-Konto`), in German, Luxembourgish, Dutch and the Nordic languages.
    "germanic compounds": r"(?:notfall|wiederherstellungs|sicherungs|ersatz|einmal|noutfall"
    r"|nood|herstel|reserve|backup|n[øo]d|gjenopprettings|återställnings|reserv|neyðar)-?"
    r"(?:codes|coden|kodes|koder|kodar|k[óo]ðar)",
    "gaelic, breton, cornish": r"c[òo]d(?:an|aichean)\s+(?:c[ùu]l-?taic|[èe]iginn|aiseig)"
    r"|c[óo]id\s+(?:[ée]igeandála|athshl[áa]naithe)|codau\s+brys|kodo[ùu]\s+(?:gwarez|sikour)",
    "basque, galician": r"(?:babes|berreskuratze|ordezko)\s*-?kodeak"
    r"|c[óo]digos\s+de\s+(?:emerxencia|recuperaci[óo]n|copia|respaldo)",
    "caucasus, south asia": r"ehtiyat\s+kodlar[ıi]|სარეზერვო\s+კოდები|պահուստային\s+կոդեր"
    r"|ব্যাকআপ\s+কোড[^\s:]*|காப்பு\s+குறியீடுகள்|بیک\s?اپ\s+کوڈز?"
    r"|ब्याकअप\s+कोड[^\s:]*|बैकअप\s+कोड[^\s:]*",  # (Nepali's and Hindi's: `ब्याकअप कोडहरू`)
    "amharic": r"መጠባበቂያ\s+ኮዶ?ች|የመጠባበቂያ\s+ኮዶ?ች",
    "mongolian": r"нөөц\s+код(?:ууд)?",
    # Russian's and Ukrainian's in Latin letters (`rezervnye kody`, `kody vosstanovleniya`).
    "russian, ukrainian (latin letters)": r"rezervn(?:ye|yye|yie|i|ie)\s+kod(?:y|i)"
    r"|kod(?:y|i)\s+(?:vosstanovleniya|vidnovlennya)",
    "romanian": r"coduri(?:le)?\s+de\s+(?:rezerv[ăa]|recuperare)",
    # Finnish's "verification", "recovery" and "spare" codes (`varmistuskoodit`, `varakoodit`).
    "finnish": r"(?:varmistus|palautus|vara|hätä)koodi(?:t|si|tsi)",
    # Spanish's and Portuguese's "backup" after 2FA's or MFA's name (`mfa respaldo: …`, a JSON
    # key's words).
    "2fa's backup, spanish and portuguese": r"(?:2fa|mfa)[ _\-](?:respaldo|reserva"
    r"|recuperaci[óo]n|recupera[çc][ãa]o|emergencia|emerg[êe]ncia|c[óo]pia)",
    # Hebrew's "backup codes" and "recovery codes", in its script and in Latin letters.
    "hebrew": r"קודי\s+(?:ה)?(?:גיבוי|שחזור)"
    r"|kod(?:ei|ey|e)\s+(?:ha-?)?(?:gibui|gibuy|shihzur|shichzur)",
}
_PREPOSITIONS = (
    r"for|foar|fan|ho\s+an['’]ny|pou|vir|fyrir|ar\s+gyfer|para\s+sa|sa|për|don|için|za|ya|kwa|"
    r"shel|של|(?:la|le|ba|be)-[^\s:]{1,30}|"  # (Hebrew's "of", "to": `la-Gmail shel Noga`)
    + ARABIC_CHAT_OF
)
_WORDS = r"(?:" + "|".join(BACKUP_WORDS.values()) + r")"
_LABEL = r"(?i:(?<![^\W_])" + guard(_WORDS) + _WORDS + r"(?![^\W_]))"
# One code of a list (a random one may have no digit: `IYNNKZHKUE`, `yinec-kkxhd`), in up to
# eight groups joined by dashes or dots (`k1r0j-diacp-ydjlf-o0vz3`, `hcbr01.nnnkks`).
# (a last part of two too: `hblz-8651-dn`)
CODE = r"(?:[A-Za-z0-9]{4,10}|[A-Za-z0-9]{3}(?=[-.]))(?:[-.][A-Za-z0-9]{3,10}){0,7}(?:[-.][A-Za-z0-9]{2})?"
# The most codes one list is read to (a list's label said again and again is read a list's
# length on from each, not to the text's end).
CODES_MOST = 64
_LIST_RE = re.compile(
    _LABEL + r"(?:[ \t]+(?i:" + _PREPOSITIONS + r")(?:[ \t]+[^\s:]{1,30}){1,3}?"
    r"|(?:[ \t]+(?:(?i:2fa|mfa)|[^\W\d][^\s:\d]{0,30})){1,4}?(?=[ \t]*(?:[:=\-–—>→|]|\n)))?"
    r"(?:[ \t]*\([^()\n]{1,40}\))?[ \t]*(?:[:=\-–—>→|])?\s*"
    r"(?P<codes>(?:(?:\d{1,2}[.)][ \t]*|[-*•][ \t]*)?"
    + CODE
    + r"(?:[ \t]*[,;]?\s+|[ \t]*[,;|][ \t]*|$)){2,"
    + str(CODES_MOST)
    + "})"
)
_ITEM_RE = re.compile(CODE)
# The word for "codes" of any language, alone or ending a compound (`Sicherheitscodes`,
# `gendannelseskoder`), beside words no list has (`kody zapasowe`): four codes or more of one
# shape after it, each of eight characters or more with a digit, are a backup list, unless the
# line names codes of another kind (error, postal, product, tracking, …).
CODES_NOUN = (
    r"(?:codes|coden|codis|codici|c[óo]digos|c[òo]dan|codau|c[óo]id|kodes|koder|kodar|kody"
    r"|k[óo]dy|k[óo]dok|kodai|kodid|kodovi|kodeak|kode|koodit|kodlar[ıi]?|коды|кодове|коди"
    r"|кодови|кодтар|кодууд)"
)
CODES_NOUN_RE = re.compile(r"(?i:" + guard(CODES_NOUN) + CODES_NOUN + r")(?![^\W_])")
CODES_AFTER_RE = re.compile(
    r"(?P<clause>(?:[^\n:=\d]|(?i:2fa|2-step)){0,60}?)[ \t]*(?:[:=\-–—>→|][ \t]*)?\n?\s*"
    r"(?P<codes>(?:(?:\d{1,2}[.)][ \t]*|[-*•][ \t]*)?"
    + CODE
    + r"(?:[ \t]*[,;]?\s+|[ \t]*[,;|][ \t]*|$)){4,"
    + str(CODES_MOST)
    + "})"
)
_OTHERCODES_RE = re.compile(
    r"(?i:error|fehler|erreur|status|exit|http|track|zip|post|area|country|product|produkt"
    r"|pos\b|promo|discount|rabatt|colou?r|iso|language|currency|airport|dial|phone|bar|qr|tariff"
    r"|sku|order|invoice|ref|item|article|artikel|lot|batch|serial|model|part|icd|diagnos"
    r"|billing|swift|bic|bank|branch|routing|sort|shipping|ean|upc|gtin|hs|cpt|naics|zoll|customs)"
)
_LINE_START = 80  # (the most characters of the line before the noun read with it)
# What every word of `BACKUP_WORDS` holds: a stem of "code" in its language, "backup", or 2FA's
# and MFA's names.
_STEMS = (
    r"(?:c[oóò]i?d|k[oóò]o?d|k[óo]ð|koad|kaody|khodi|kotur|lambobin|backup|2fa|mfa"
    r"|код|კოდ|կոդ|কোড|कोड|குறியீ"
    r"|کوڈ|ኮዶ|ኮድ|קוד)"
)
_STEMS_RE = re.compile(r"(?i:" + guard(_STEMS) + _STEMS + ")")
# The loan words in other scripts, one code's: Nepali's and Hindi's `रिकभरी कोड`, `ब्याकअप कोड`.
_ONE_CODE_OTHER_SCRIPTS = r"रिक(?:भ|व)री[ \t]+कोड|(?:ब्याकअप|बैकअप)[ \t]+कोड"
# One backup code after a singular label: `2FA backup code: py4x-d1nw`, `recovery code — …`,
# `2FA fallback: …` (a JSON key's words: `{"2fa_fallback": [...]}`).
_SINGLE_RE = re.compile(
    r"(?i:(?<![^\W_])(?:(?:(?:2fa|mfa|two[ \-]factor)[ \-])?(?:backup|recovery|scratch|emergency)"
    r"[ \-]code|(?:2fa|mfa|two[ \-]factor)[ \-](?:backup|recovery|fallback|scratch|emergency)"
    r"|" + _ONE_CODE_OTHER_SCRIPTS + r"))"
    r"(?![^\W_])[ \t]*(?:\([^()\n]{1,30}\)[ \t]*)?[:=\-–—][ \t]*[`\"']?"
    r"(?P<v>[A-Za-z0-9]{4,6}(?:-[A-Za-z0-9]{4,6}){1,3}|[A-Za-z0-9]{8,12})(?![\w\-])"
)
# A TOTP secret's labels: each as `_SECRET_RE` reads it, as the family's gate looks for it (its
# first word is enough), and the plain word `_otp_secrets` looks for first (lower-cased).
_SECRET_LABELS = (
    ("2fa", "2fa", "2fa"),
    ("totp", "totp", "totp"),
    ("mfa", "mfa", "mfa"),
    ("authenticator", "authenticator", "authenticator"),
    ("otp", "otp", "otp"),
    ("qr", "qr", "qr"),
    (r"setup[ \-]key", r"setup[ \-]key", "setup"),
    (r"beállítási[ \t]+kulcs", "beállítási", "beállítási"),
    ("セットアップキー", "セットアップキー", "セットアップキー"),
    (r"manual(?:ly)?[ \-](?:entry[ \-])?(?:key|code)", "manual", "manual"),
    (r"secret[ \-]key", r"secret[ \-]key", "secret"),
    (r"2-?step", r"2-?step", "step"),
    # (Japanese's "two-step authentication", its key's word glued on: `2段階認証のセキュリティキー`)
    (r"[2二]段階認証(?:の?[^\W\d_]{0,10}?(?:キー|鍵|シークレット))?", "段階認証", "段階認証"),
)
# A base32 secret after "2FA" (or TOTP, MFA, authenticator) and a few words of any language.
_SECRET_RE = re.compile(
    # (Japanese's setup key glued after its possessive: `…のセットアップキー: …`)
    # (and Amharic's possessive prefix glued before a label: `የ2FA ሚስጥራዊ ቁልፍ፦ …`)
    r"(?i:(?:(?<=の)セットアップキー|(?:(?<![^\W_])|(?<=የ))(?:"
    + "|".join(label for label, _, _ in _SECRET_LABELS)
    + r"))(?![^\W_]))[^\n:=]{0,40}?"
    # (its own short "is", not `assign_words.IS_WORDS`: that holds `to`, `on` and `e`, which
    # follow these labels in prose, `2FA on the router`, `enable MFA to …`)
    r"[ \t]*(?:(?:[:=\x1f：]|(?i:\bis\b|\best\b|\bist\b|\bes\b|\be['’](?=[ \t])|[—–]))[ \t]*"
    # (or no sign, a digit in it: `2FA की गुप्त चाबी …`, `2FA key ne BaseSpace ta zdqzf4pr…`; or
    # one unbroken run of sixteen or more: `TOTP secret for the 1C web login PSDNJRRTRMNTGOPI`)
    r"|(?<=[ \t])(?=[A-Z2-7 ]*[2-7]|[a-z2-7]{16,64}(?!\w)|[A-Z2-7]{16,64}(?!\w)))"
    # (base32 in capitals; or in small letters, as some apps print it: `7ike oi7c hyx7 ehok`)
    r"(?P<v>[A-Z2-7]{4}(?: ?[A-Z2-7]{4}){3,15}|[a-z2-7]{4}(?: ?[a-z2-7]{4}){3,15})(?![\w])"
)
# A base32 secret piped to a TOTP tool (`echo 'GQI4 MRYA …' | mintotp`, `… | oathtool --totp`).
_PIPED_SECRET_RE = re.compile(
    r"(?:echo|printf)[ \t]+(?:-n[ \t]+)?(?P<q>['\"]?)(?P<v>[A-Z2-7]{4}(?: ?[A-Z2-7]{4}){3,15})(?P=q)"
    r"[ \t]*\|[ \t]*[\w./\-]*(?i:otp|oath)"
)
# What `_SECRET_RE` and `_OTPAUTH_RE` need in the text, lower-cased (`otp` is in `otpauth`).
_SECRET_WORDS = tuple(word for _, _, word in _SECRET_LABELS)
# `otpauth://totp/…?secret=ABCD EFGH …&…`: the secret in groups, a space (or `%20`) between.
_OTPAUTH_RE = re.compile(
    r"otpauth://[^\s?]*\?(?:[^\s#]*?&)?secret=(?P<v>[A-Za-z2-7]{4}(?:(?: |%20)[A-Za-z2-7]{4})+=*)"
)
_GATE_RE = re.compile(
    _LABEL
    + r"|(?i:(?:backup|recovery|scratch|emergency)[ \-]code|"
    + _ONE_CODE_OTHER_SCRIPTS
    + "|"
    + "|".join(gate for _, gate, _ in _SECRET_LABELS)
    + ")"
    r"|(?i:" + CODES_NOUN + r")(?![^\W_])"
)


# A list with no label, in any language or none: six codes or more of one shape, one to five a
# line (bulleted or numbered; three lines or more) or on one line between commas or wide spaces.
_BULLET = r"(?:\d{1,2}[.)][ \t]*|[-*•][ \t]*)?"
_BARE_LINE = (
    r"[ \t]*" + _BULLET + CODE + r"(?:(?:[ \t]*[,;][ \t]*|[ \t]+)" + _BULLET + CODE + r"){0,4}"
    r"[ \t]*[,;]?[ \t]*"
)
_BARE_LINES_RE = re.compile(r"(?m:^" + _BARE_LINE + r"(?:\r?\n" + _BARE_LINE + r"){2,}$)")
_BARE_ROW_RE = re.compile(
    r"(?<![\w\-])" + CODE + r"(?:(?:[ \t]*[,;·|•][ \t]*|[ \t]{2,}|\t)" + CODE + r"){5,}(?![\w\-])"
)
# (or six of eight to ten characters, one space between: `4K1O11NL0P QSV6H4LIB8 …`)
# (no lookbehind: Python skips to a letter or digit at once; the start is checked after)
_SPACED_ROW_RE = re.compile(
    r"[A-Za-z0-9]{8,10}(?: [A-Za-z0-9]{8,10}){5,}(?![\w\-])"
    r"|[A-Za-z0-9]{4,5}-[A-Za-z0-9]{4,5}(?: [A-Za-z0-9]{4,5}-[A-Za-z0-9]{4,5}){5,}(?![\w\-])"
    r"|[A-Za-z0-9]{3}-[A-Za-z0-9]{3}-[A-Za-z0-9]{3}(?: [A-Za-z0-9]{3}-[A-Za-z0-9]{3}-[A-Za-z0-9]{3}){5,}"
    r"(?![\w\-])"
)
_HEX_WORDS_RE = re.compile(r"[0-9a-f]{7,10}(?: [0-9a-f]{7,10})*")  # (commits' short hashes)
_BARE_GATE_LINE = r"[ \t]*(?:\d{1,2}[.)]|[-*•])?[ \t]*[A-Za-z0-9\-]{8,40}(?:[ \t,;]+[A-Za-z0-9\-]{4,40})*[ \t,;]*\n"
_BARE_GATE_RE = re.compile(
    r"(?m:^" + _BARE_GATE_LINE + _BARE_GATE_LINE + r")"
    r"|[A-Za-z0-9\-]{8,40}(?:[ \t]*[,;·|•][ \t]*|[ \t]{2,}|\t)[A-Za-z0-9\-]{8,40}"
    r"(?:[ \t]*[,;·|•][ \t]*|[ \t]{2,}|\t)"
    r"|[A-Za-z0-9\-]{8,} [A-Za-z0-9\-]{8,} [A-Za-z0-9\-]{8,} [A-Za-z0-9\-]{8}"
)
_SWITCH_RE = re.compile(r"[A-Za-z](?=\d)|\d(?=[A-Za-z])")
_FIRST_AFTER_COLON_RE = re.compile(
    r"[:：][ \t]*(?P<c>[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*)[ \t]*\r?\n[ \t]*" + _BULLET + r"\Z"
)


def _bare_lists(text: str) -> Iterator[Span]:
    """Six codes or more of one shape that read as random: letters and digits mixed in each (one
    may lack a digit), switching between letters and digits three times in two codes or more
    (`553fa-j4llt`, not `server01`), one case of letters, no start every code shares."""
    # (each pattern where the text has what it needs: three lines, or five separators)
    lines = _BARE_LINES_RE.finditer(text) if text.count("\n") >= 2 else ()
    wide = (
        sum(map(text.count, ",;·|•")) >= 5 or "  " in text or "\t" in text
    )  # (`,` `;` `·` `|` `•` between codes)
    rows = _BARE_ROW_RE.finditer(text) if wide else ()
    spaced = (
        m
        for m in _SPACED_ROW_RE.finditer(text)
        if not (m.start() and (text[m.start() - 1].isalnum() or text[m.start() - 1] in "_-"))
        and not _HEX_WORDS_RE.fullmatch(m.group())
    )
    for m in (*lines, *rows, *spaced):
        items = list(_ITEM_RE.finditer(text, m.start(), m.end()))
        # (runs of one shape: a heading of one word, `Dropbox`, may start the lines)
        for _shape_of, run in itertools.groupby(items, key=lambda i: _shape(i.group())):
            kept = list(run)
            if len(kept) >= 6 and _random_codes([i.group() for i in kept]):
                start = kept[0].start()
                # (the first code may close the line above, after its label's colon: `ລະຫັດສຳຮອງ
                # …: kbdp-7pd9-p2iv`, the rest one a line)
                first = _FIRST_AFTER_COLON_RE.search(text, max(0, start - 64), start)
                if first and _shape(first.group("c")) == _shape(kept[0].group()):
                    start = first.start("c")
                yield start, kept[-1].end(), "backup_codes"


def _random_codes(items: list[str]) -> bool:
    if sum(_shape(items[0])) < 8:
        return False
    joined = "".join(items)
    mixed = sum(_mixed(i) for i in items)  # (a random code of ten lacks a digit one time in 25)
    switches = sum(len(_SWITCH_RE.findall(i)) for i in items)
    one_case = joined.lower() == joined or joined.upper() == joined
    shared = len({i[:2].lower() for i in items}) == 1
    return (
        mixed >= len(items) - max(1, len(items) // 4)
        and 2 * switches >= 3 * len(items)
        and one_case
        and not shared
    )


def _shape(code: str) -> tuple[int, ...]:
    return tuple(len(part) for part in code.split("-"))


def _mixed(value: str) -> bool:
    return any(c.isdigit() for c in value) and any(c.isalpha() for c in value)


def holds_codes(codes: list[str]) -> bool:
    """Whether a run of one shape after a list's label is its codes: most of them, two at least,
    hold a digit (the label's clause is no list: `… for the credit union's Uni5Pay account`)."""
    with_digit = sum(any(c.isdigit() for c in code) for code in codes)
    return with_digit >= 2 and 2 * with_digit >= len(codes)


def _lists(text: str) -> Iterator[Span]:
    for m in _LIST_RE.finditer(text):
        items = list(_ITEM_RE.finditer(text, m.start("codes"), m.end("codes")))
        # (the label's last word may be read as the first code: `… shel Noga L5GTWYRR7F …`)
        for first in (0, 1) if len(items) > 2 and not _mixed(items[0].group()) else (0,):
            shape, kept = _shape(items[first].group()), []
            for item in items[first:]:
                if _shape(item.group()) != shape:
                    break
                kept.append(item)
            if holds_codes([item.group() for item in kept]):
                yield kept[0].start(), kept[-1].end(), "backup_codes"
                break


def _any_codes(text: str) -> Iterator[Span]:
    for noun in CODES_NOUN_RE.finditer(text):
        m = CODES_AFTER_RE.match(text, noun.end())
        if m is None:
            continue
        items = list(_ITEM_RE.finditer(text, m.start("codes"), m.end("codes")))
        shape = _shape(items[0].group())
        kept = []
        for item in items:  # (to the end of the run of one shape: a code may lack a digit)
            code = item.group()
            if _shape(code) != shape or len(code) - code.count("-") < 8:
                break
            kept.append(item)
        while kept and not _digit(kept[-1].group()):
            kept.pop()
        with_digit = sum(_digit(item.group()) for item in kept)
        named = text[line_start(text, noun.end(), _LINE_START) : noun.end()] + m.group("clause")
        random = bool(kept) and _digit(kept[0].group()) and 4 * with_digit >= 3 * len(kept)
        if with_digit >= 4 and random and _OTHERCODES_RE.search(named) is None:
            yield kept[0].start(), kept[-1].end(), "backup_codes"


def _digit(code: str) -> bool:
    return any(c.isdigit() for c in code)


# Codes printed in groups a space apart, one a line (`syoz sxja 76`), three lines or more of one
# shape under a line that names codes (a word for backup codes, `2FA`, `recovery`): backup codes
# when they are eight characters or more, most hold a digit and their groups differ row to row.
_SPACED_ROWS_RE = re.compile(
    r"(?m:^(?P<head>[^\n]{0,80})\n(?P<rows>(?:[ \t]*(?:\d{1,2}[.)][ \t]*|[-*•][ \t]*)?"
    r"[A-Za-z0-9]{2,8}(?: [A-Za-z0-9]{2,8}){1,3}[ \t]*(?:\n|\Z)){3,}))"
)
_ROW_RE = re.compile(r"[A-Za-z0-9]{2,8}(?: [A-Za-z0-9]{2,8}){1,3}(?=[ \t]*(?:\n|\Z))")
_HEAD_RE = re.compile(r"(?i:2fa|mfa|backup|recovery|scratch|" + _WORDS + r")")


def _spaced_rows(text: str) -> Iterator[Span]:
    for m in _SPACED_ROWS_RE.finditer(text):
        if _HEAD_RE.search(m.group("head")) is None or _OTHERCODES_RE.search(m.group("head")):
            continue
        rows = list(_ROW_RE.finditer(text, m.start("rows"), m.end("rows")))
        shapes = {tuple(len(part) for part in row.group().split(" ")) for row in rows}
        codes = [row.group() for row in rows]
        if len(shapes) != 1 or sum(shapes.pop()) < 8:
            continue
        columns = zip(*(code.split(" ") for code in codes), strict=True)
        if any(2 * len(set(column)) <= len(codes) for column in columns):
            continue  # (drawn at random, each column's groups differ: `mon 02 00` repeats)
        if 2 * sum(_digit(code) for code in codes) > len(codes):
            yield rows[0].start(), rows[-1].end(), "backup_codes"


def _codes(text: str) -> Iterator[Span]:
    if _STEMS_RE.search(text) is not None:  # (no word for codes: no list's label is there)
        yield from _lists(text)
        yield from _any_codes(text)
        yield from _spaced_rows(text)
    for m in _SINGLE_RE.finditer(text):
        if _mixed(m.group("v")):
            yield m.start("v"), m.end("v"), "backup_codes"
    if any(c.isdigit() for c in text):
        yield from _otp_secrets(text)


def _otp_secrets(text: str) -> Iterator[Span]:
    """A TOTP's base32 secret after its label, in `otpauth://`, or piped to a TOTP tool."""
    lowered = text.lower()  # (the secret's words as plain text first: a scan in C, not Python's)
    regexes = (
        (_SECRET_RE, _OTPAUTH_RE, _PIPED_SECRET_RE)
        if any(w in lowered for w in _SECRET_WORDS)
        else ()
    )
    for regex in regexes:
        for m in regex.finditer(text):
            value = m.group("v")
            if not any(c.isdigit() for c in value) and not unreadable_letters(
                value.replace(" ", "").lower()  # (letters alone that read as no language)
            ):
                continue
            if regex is _SECRET_RE and value.islower():  # (small letters: words read so too,
                compact = value.replace(" ", "")  # (its groups of four, read without the spaces)
                groups = [compact[i : i + 4] for i in range(0, len(compact), 4)]
                signed = any(c in ":=" for c in text[m.start() : m.start("v")])
                unbroken = " " not in value and len(value) >= 16  # (one run: no words)
                if not unbroken and sum(_digit(g) for g in groups) < (1 if signed else 2):
                    continue  # (`this week 2fa …`; digits in two, or in one after a colon)
            yield m.start("v"), m.end("v"), "otp_secret"


# A list of four digit codes or more of one shape (`3407-1654`, `72160402`, `3407 1654` one a
# line; or `k7q2-m9x4`, most mixing letters and digits), one a line or between commas, whatever
# its heading's language says: backup codes, when they read as drawn at random (no two alike, no
# start all share, no dates, years or counting) and the line before names no other number (an
# order's, a phone's, a postcode).
# (or three groups of small letters and digits: `tbip-2874-ukbc`)
_DIGIT_ITEM = (
    r"[0-9]{3,5}[\- ][0-9]{3,5}|[0-9]{6,10}|[a-z0-9]{4,5}-[a-z0-9]{4,5}(?:-[a-z0-9]{4,5})?"
)
_DIGIT_LIST_RE = re.compile(
    r"(?<![\w\-.,/+])(?:"
    + _DIGIT_ITEM
    + r")(?:(?:[ \t]*[,;][ \t]*\r?\n?|[ \t]*\r?\n)[ \t]*"
    + _BULLET
    + r"(?:"
    + _DIGIT_ITEM
    + r")){3,}(?![\w\-.])"
)
_DIGIT_ITEM_RE = re.compile(_DIGIT_ITEM)
# (ASCII only, a bullet read as any sign: the first look rules it out beyond ASCII too)
_ANY_BULLET = r"(?:[0-9]{1,2}[.)][ \t]*|[^ \t\r\n0-9a-z][ \t]*)?"
_DIGIT_GATE_RE = re.compile(
    r"[0-9]{3}[ \t]*[,;\r\n][ \t\r\n]*" + _ANY_BULLET + r"[0-9]{3}"
    r"|[a-z0-9]{4}-[a-z0-9]{4,5}(?:-[a-z0-9]{4,5})?[ \t]*[,;\r\n][ \t\r\n]*"
    + _ANY_BULLET
    + r"[a-z0-9]{4,5}-"
)
_NOTCODES_RE = re.compile(
    r"(?i:tel\b|fax|mobil|call|ticket|case|order|account|konto|member|customer|client|vin|imei"
    r"|isbn|issn|doi|pmid|page|line|port|pid|version|build|commit|amount|total|price|sum|id\b|ids\b"
    r"|date|year|time|range|between|from|pos\b|plz|cep\b|postal|postcode|pin\s*code)"
)
_YEARS_RE = re.compile(r"(?:19|20)\d\d-(?:(?:19|20)\d\d|\d\d)")
_DATE8_RE = re.compile(r"(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])")


def _digit_lists(text: str) -> Iterator[Span]:
    for m in _DIGIT_LIST_RE.finditer(text):
        items = list(_DIGIT_ITEM_RE.finditer(text, m.start(), m.end()))
        for _shape_of, run in itertools.groupby(items, key=lambda i: _shape(i.group())):
            kept = list(run)
            spaced = " " in kept[0].group() and re.search(r"[,;]", m.group()) is not None
            if len(kept) >= 4 and not spaced and _drawn([i.group() for i in kept]):
                head = text[max(0, text.rfind("\n", 0, max(0, m.start() - 1)) + 1) : m.start()]
                if _OTHERCODES_RE.search(head) is None and _NOTCODES_RE.search(head) is None:
                    yield kept[0].start(), kept[-1].end(), "backup_codes"


def _drawn(items: list[str]) -> bool:
    """Codes that read as drawn at random: no two alike, no two-digit start all share, no
    years or dates among them, no run counting up."""
    if len(set(items)) < len(items) or len({i[:2] for i in items}) == 1:
        return False
    if any(_YEARS_RE.fullmatch(i) or _DATE8_RE.fullmatch(i) for i in items):
        return False
    if not all(c.isdigit() or c in "- " for c in "".join(items)):  # (`k7q2-m9x4`: mixed in most)
        return 4 * sum(_mixed(i) for i in items) >= 3 * len(items)
    numbers = [int(i.replace("-", "").replace(" ", "")) for i in items]
    steps = {b - a for a, b in itertools.pairwise(numbers)}
    return len(steps) > 1


_SECRET_GATE_RE = re.compile(
    r"(?i:2fa|totp|mfa|authenticator|otp|setup[ \-]key|manual|secret[ \-]key|2-?step)"
)


def _letters_only_secrets(text: str) -> Iterator[Span]:
    if not any(c.isdigit() for c in text):  # (`_codes` reads a text with a digit)
        yield from _otp_secrets(text)


FAMILIES = (
    Family("code_lists", _GATE_RE, _codes, needs_digit=True),
    # (a secret of letters alone, `2FA: QWXZ…`, in a text with no digit: its own family)
    Family("otp_secret_letters", _SECRET_GATE_RE, _letters_only_secrets),
    Family("digit_code_list", _DIGIT_GATE_RE, _digit_lists, needs_digit=True),
    Family("bare_code_list", _BARE_GATE_RE, _bare_lists, needs_digit=True),
)
