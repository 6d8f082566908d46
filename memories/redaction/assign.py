# ruff: noqa: RUF001  (typographic quotes are what the value pattern reads)
"""`<label> <separator> value` secrets: a label that names a secret, then its value.

Part of the scrubber (`memories.redaction`); pure. The labels and their kinds live in
`labels`; here the value is judged, not the label: placeholders, references
(`settings.API_KEY`, `${VAR}`) and prose (`Password: minimum twelve characters`) stay, while a
PIN, a passphrase of plain words, or a long key after any separator goes.
"""

from __future__ import annotations

import re
import string
from collections.abc import Iterator
from dataclasses import dataclass

from memories.redaction.assign_words import ARABIC_CHAT_OF as _ARABIC_CHAT_OF
from memories.redaction.assign_words import CHANGED_TO as _CHANGED_TO
from memories.redaction.assign_words import HANDS_AND_LOCKS as _HANDS_AND_LOCKS
from memories.redaction.assign_words import IS_WORDS as _IS_WORDS
from memories.redaction.assign_words import STILL_WORDS as _STILL
from memories.redaction.label_search import KEY_RE, label_matches
from memories.redaction.labels import KEY_LABEL_RE, PROSE_WORDS, label_kind
from memories.redaction.labels import words as _words
from memories.redaction.shaped import (
    DIGITS_INSIDE_RE,
    joined_value_end,
    password_shaped,
    random_letters,
    shaped_after,
    sign_joined,
)
from memories.redaction.shapes import (
    DIGIT_RE,
    LETTER_RE,
    YEAR_RE,
    arabizi_word,
    has_classes,
    is_key_run,
    joined_words,
    one_case,
    random_small_letters,
    short_random_letters,
    unreadable_letters,
)
from memories.redaction.units import CLOSING_PARTICLES, QUANTITY_AFTER_RE

__all__ = [
    "FIELD_BREAK",
    "LABEL_RE",
    "NOT_A_SECRET",
    "NOT_MODIFIERS",
    "assigned_values",
    "is_label_value",
]

NOT_A_SECRET = " \t\r\n\x00\x1f"  # a hit on nothing but space and earlier markers is no hit
FIELD_BREAK = "\x1f"  # joins fields scrubbed together (`scrub_joined`): a separator of its own

LABEL_RE = KEY_RE  # where `assigned_values` starts: no match, no value
_IN_USERINFO_RE = re.compile(r"://[^\s/?#&\"'<>()]*\Z")  # (a quote or a bracket ends the URL)
_KEY_CHARS = frozenset(string.ascii_letters + string.digits + "_.-")
# Particles joining a label to its value in Japanese, Chinese, Korean: `パスワードは…`, `密码是…`.
_CJK_IS = r"(?:就是|[はが是为為係는은이가、]|[改换換][成为為]|คือ|เป็น|เป๋น|แม่น|ແມ່ນ|ແມ່ນ|គឺ)"  # (Cantonese `係`; "changed to")  # (and Thai `คือ`, written without a space too; Northern Thai `เป๋น`, Isan's and Lao's `แม่น`/`ແມ່ນ`, Khmer's `គឺ`; Japanese's comma after the label, `パスワード、…`)
# Arrows and pointing hands: `password 👉 …`, `password ➡️ …`, `PASSWORD ⇒ …`.
_ARROWS = r"[\u2190-\u21ff\u2794-\u27bf\u27f0-\u27ff\u2900-\u297f\u2b05-\u2b07\U0001F446-\U0001F449\u27a1]\ufe0f?"
# A pointing hand, an arrow or a lock after a few words or a note (`kaody fidirana birao … 👉 …`,
# `gate lock (…) 🔒 …`): the few of `_ARROWS` people put there, and the locks and the key.
_POINTER = r"[ \t]*[\u2192\u27a1" + _HANDS_AND_LOCKS + r"]\ufe0f?"
# After the label, a possessive (`parola mea`) or a noun saying which (`mật khẩu wifi là`).
_AFTER_LABEL = (
    r"(?:\s+(?P<mod>mea|meu|minha|mia|mio|mía|mon|ma|mein|meine|saya|ku|ko|anda|kamu"
    # (one word, perhaps a long one of the languages that glue their endings, or two joined by a
    # dash: `laksetietokoneelle`, `skuter-portaalân`)
    r"|(?!(?:set|changed|reset|updated)\s)[^\W\d_]{2,20}(?:-[^\W\d_]{2,20})?(?=\s+(?:"
    + _IS_WORDS
    + r"|qued[óo])(?![^\W\d_]))))?"
)
# Nouns after a label that make it talk about the password, not give one.
NOT_MODIFIERS = _words(
    """
    policy policies manager managers reset field fields hash hashes length rule rules strength
    change changes expiry hint hints prompt input form page dialog screen history attempts
    requirement requirements complexity rotation storage protection protected generator
    entropy format syntax check checks validation update updates
    """
)
_NOT_ADJ_ENDS = ("ed", "ing", "tion", "ity", "ment", "ness")
# `the PIN for the door is …`: a short qualifier between the label and its separator.
_PHRASE = (
    # (Persian and Urdu join what a word belongs to by a vowel, no preposition: `پسورد وای‌فای …`)
    r"(?:(?=\s+[\u0600-\u06ff])|\s+(?:for|of|to|on|at|in|für|fürs|zum|zur|vom|von|der|des|de|du|del|della|dello|delle|dei"
    r"|degli|di|da|al|alla|dos|das|pour|para|per|voor|van|bij|do|od|ze|k|ke|na|dla|pro|от|для|fürn"
    r"|к|на|за|до|від|у|ад|zu|till|til|för|av|på|untuk|cho|của|za|dlja|ya|kwa|la|για"
    r"|vun|vum|vun['’]t|van['’]t|fan|fon|vam|dal|dil|a['’]|an"  # (`Döörcode vun't Huus`)
    r"|tai|fer|fu|o|ของ"  # (Juba Arabic, Elfdalian and Ulster Scots, Sranan, Tokelauan, Thai)
    r"|i['’][rw]|ar[ \t]+gyfer"  # (Welsh's "to the", "to its", "for": `pin i'r larwm`)
    # (and "the" after its word for a password, "long" perhaps between: `cyfrinair hir y laptop`)
    r"|(?<=[Cc]yfrinair[ \t])(?:hir[ \t]+)?(?:y|yr)"
    r"|blo|blong|bilong|blanga|langa"  # (the Pacific's and Australia's creoles: "of", "at")
    r"|" + _ARABIC_CHAT_OF + r"|7ag|7aq|7ak|u"  # (Arabic chat's "of"; Sranan's `fu`)
    r"|el|il"  # (Arabic chat's "the", joining the label to what it is for: `mfta7 el API …`)
    # (Hungarian's "the" before a noun whose ending says "to": `jelmondat a széfhez`)
    r"|az?(?=[ \t]+[^\W\d_]{2,20}(?:hoz|hez|höz)(?![^\W\d_]))"
    r"|an['’]ny"  # (Malagasy's "of the": `tenimiafina an'ny solosaina …`)
    # (Greek's "of the", "for", "on the", also in Latin letters: `passphrase tou vault einai …`)
    r"|του|της|των|στο|στην|tou|tis|ton|gia|sto|stin))"
    r"(?:\s+(?:[^\s:=\x1f\"'`]{1,24}(?:['’]s(?=\s))?|[\"'`][^\"'`\n]{1,24}[\"'`])){1,3}?"  # (`mum's`)
)
_QUALIFIER = (
    r"(?:"
    + _PHRASE
    # (Thai and Lao glue what it is for to the label: `รหัสผ่านเครื่องชั่งที่ท่าเรือคือ …`; a
    # name or two may follow, spaced: `ພາສເວີດໄວໄຟ Dryer-Line-B ແມ່ນ …`)
    + r"|(?<=[\u0e00-\u0eff])(?:[\u0e00-\u0eff]{1,40}?|[\u0e00-\u0eff]{0,40}(?:[ \t]+[^\s:=\x1f]{1,24}){1,2}?[ \t]*)"
    r"(?=คือ|เป็น|เป๋น|แม่น|ແມ່ນ)"
    # (a Korean label, one Hangul word, a colon: `백업 패스프레이즈 이거다이: …`)
    r"|(?<=[\uac00-\ud7a3])[ \t]+[\uac00-\ud7a3]{1,8}(?=[ \t]*:(?![:/=]))"
    # (a Japanese label, a few kana and kanji glued to it, a colon: `パスワード変えたさー：…`)  # noqa: RUF003
    r"|(?<=[\u30a0-\u30ff\u4e00-\u9fff])[\u3040-\u30ff\u4e00-\u9fff]{1,12}(?=[ \t]*:(?![:/=])))"
)
# Before a colon, a second phrase may follow the first: `SIM PIN of the router on the barge: …`;
# or one of four to six words, perhaps a note in brackets after it: `passphrase of the iHOMIS
# backup pool (keyformat=passphrase): …`.
_QUALIFIERS_BEFORE_COLON = (
    r"(?:(?:" + _PHRASE + r"){2}|" + _PHRASE.replace("{1,3}?", "{4,6}?") + r")"
    # (a clause after a comma may close it: `… de la compta, dis pas à qqn: …`)
    r"(?=[ \t]*(?:[(\[][^()\[\]\n]{1,48}[)\]][ \t]*)?"
    r"(?:,(?:[ \t]+[^\W\d_]{1,18}){1,4}[ \t]*)?(?::(?![:/=])|[ \t]*→)"  # (or an arrow)
    r"|[ \t]*\r?\n[ \t]*\S{4,64}[ \t]*(?:\r?\n|\Z))"  # (or the line's end: the value alone on the next)
)
_SEPARATOR = (
    r"(?:__|[\"'`\]*»”’]{1,3}"  # the label's closing quote, backtick or markup: `password`: …
    r"|['’](?![sS][ \t])[^\W\d_]{1,3}(?=[ \t])"  # (or a clitic: Baoulé's `password'n yɛ …`)
    r"|-[a-z]{2,3}(?=[ \t]))?"  # (or an article glued by a dash: Somali's `pasword-ka cusub waa …`)
    # (→: `_ARROWS`; a prompt's own `?` after its colon, as SEL relays print it: `Password: ? …`)
    r"(?:\s*(?::=|=>|->|=(?![=>])|:(?![:/=])|\x1f)\s*(?:\*{1,3}(?=\s)|\|(?=[ \t])|\?(?=[ \t]+\S))?\s*"
    # (a slash glued to the label, a value of three classes after it: `пароль/NKXbTC6v…`)
    r"|/(?=(?=[^\s/]{0,63}[A-Z])(?=[^\s/]{0,63}[a-z])(?=[^\s/]{0,63}\d)[^\s/]{8,64}(?:\s|$))"
    # (a CSV's comma after a setting's name, a value of three classes closing the line after it:
    # `smtp_password,UUKyQF1YzrrVw`)
    r"|(?<=[A-Za-z]),(?=(?=[^\s,]{0,63}[A-Z])(?=[^\s,]{0,63}[a-z])"
    r"(?=[^\s,]{0,63}\d)[^\s,\"']{8,64}[ \t]*(?:\r?\n|\Z))"
    r"|[ \t]+\|[ \t]+|\s*</t[dh]>\s*<t[dh][^>\n]{0,40}>\s*|\t+"  # a table's next cell
    # Any other pointer people type: `::`, `>>`, `==>`, `~>`, `»`, `•`, `►`, `...`.
    r"|\s*\??\s*(?:::|\|\||>{1,3}|[=\-~]{1,2}>|= >|~|\.{3,}|[»•·►▶▸⟶⇨⇒⟹➔➜➤…\u055d])\s*"  # (and the Armenian comma)
    r"|\s*(?:" + _ARROWS + r"\s*)+"  # (beyond ASCII: not in `_ASCII_TAIL_RES`)
    r"|[ \t]*(?P<cjk>" + _CJK_IS + r")\s*(?:\|[ \t]+)?"  # (the value in a table's next cell)
    r"|(?P<nl>[ \t]*\r?\n\s*)"  # the label ends its line, the value starts the next
    r"|(?=[「『【])"  # a CJK quote opens right after the label: `password「…」`
    # (or the label asked about, then "it's": `the admin password, it's still …`)
    # (a note in brackets may stand before "is": `ñe'ẽñemi (frase) ha'e …`)
    r"|" + _AFTER_LABEL + r"(?:[ \t]+\([^()\n]{1,30}\))?"
    r"(?:[ \t]*[,?][ \t]*(?=it['’]s[ \t]|it[ \t]+(?:is|was)[ \t])|\s+)"
    r"(?P<is>" + _CHANGED_TO + "|" + _IS_WORDS + r"|it['’]s|it[ \t]+(?:is|was))"
    # (never a Latin word's letters glued to the value's digits: `пароль e4nuu9hewvoa`)
    r"(?![^\W\d_]|-\w|(?<=[A-Za-zÀ-ɏ])\d)"
    r"(?:\s*(?::|=|\x1f|[-–—](?=\s)|\|(?=[ \t])))?\s*(?:(?:set|changed|reset|updated)\s+to\s+|(?:"
    + _STILL
    + r")\s+)?"
    r"(?:(?:just|simply|basically|einfach|solo|juste|gewoon|semplicemente|simplesmente)\s+)?"
    # (or the word it is: `the password is the word pietrapola4408`, `le mot …`)
    r"(?:(?i:the|le|das|a|la)\s+(?i:word|mot|wort|palavra|palabra|parola|parolla)\s+)?"
    # (or a few words saying what follows, then a colon: `nenosiri ni maneno manne: …`, "is four
    # words:", `est le suivant : …`), after a plain "is" (not `reads`: `… reads more classes:`)
    r"(?:(?:(?<=\bis[ \t])|(?<=\bni[ \t])|(?<=\best[ \t])|(?<=\bist[ \t])|(?<=\bes[ \t])"
    r"|(?<=\ber[ \t])|(?<=\bär[ \t])|(?<=\bje[ \t])|(?<=\bé[ \t])|(?<=\bè[ \t])|(?<=\bson[ \t]))"
    r"(?:[^\W\d_]{2,18}[ \t]+){0,2}[^\W\d_]{2,18}[ \t]*:(?![:/=])[ \t]*)?"
    # One word (or two joined: `tal-backup`) before the colon: `senha nova: …`, `Passwort neu = …`;
    # up to three (`facal-faire fada a' bhackup: …`; long ones of the languages that glue their
    # endings: `kombiyuutarka`), then the value must look secret (`_judge`). A comma may stand
    # before them when a colon follows (`the backup passphrase, don't lose it: …`).
    r"|(?:,(?=[ \t]+[^=\n]{1,60}:(?![:/=])))?"
    r"[ \t]+(?P<adj>[^\W\d_]{2,18}(?:(?:[-'’]|[-'’]?[ \t]+)[^\W\d_]{1,18}){0,3}"
    # (a model's name last, `web du Modicon M580`; or a small number, `Türcode Apartment 2`)
    r"(?:[ \t]+(?:[A-Z]{1,4}-?\d{2,5}[A-Za-z]?|\d{1,3}))?)"
    r"(?:[ \t]*[(\[][^()\[\]\n]{1,48}[)\]])?"  # (a note in brackets: `facal-faire fada (passphrase): …`)
    r"[ \t]*(?::(?![:/=])|=(?![=>])|=>|->|\|(?=[ \t])|(?=\x1f)|" + _POINTER + r")"
    r"[ \t\x1f]*(?:\|[ \t]+)?"  # (the value in the next field: `mật khẩu wifi` | `…`)
    # (a dash, perhaps "it is" after it: `пароль — это tandyr2449`, `password — it's …`)
    r"|\s+[-–—]{1,2}\s+(?:(?i:это|it['’]s|it[ \t]+is|c['’]est|das[ \t]+ist)[ \t]+)?"
    r"|['’]s[ \t]+"  # `my password's …`
    r"|[ \t]+ya[ \t]+(?=[\"'“「])"  # (Okinawan's "is" before a quoted value: `paswaado ya "…"`)
    # (a comma and "now": `сменили пароль от почты, теперь …`, "the password for the mail, now …")
    # (Sorbian's and Polish's "now" too, perhaps "is" after it: `hesło sym změnił, nětko je …`)
    r"|,[ \t]+(?i:now|теперь|сейчас|jetzt|maintenant|ahora|agora|nětko|nětk|teraz|nyt|nå|nu)"
    r"(?:[ \t]+(?i:is|je|jest|ist|es|est|se[ \t]+on|on|er|e|är))?[ \t]+"
    # A note in brackets before the colon or the line's end: `password (temporary): …`.
    r"|[ \t]*[(\[][^()\[\]\n]{1,48}[)\]][ \t]*(?:(?::(?![:/=])|=(?![=>])|" + _POINTER + r")"
    r"[ \t\x1f]*(?:\r?\n[ \t]*)?|\r?\n\s*)"
    # (or a note in brackets, then a value of capitals, small letters and digits with no colon,
    # ending the line: `contraseña (para el rodeo) …`)
    r"|[ \t]*\([^()\n]{1,48}\)[ \t]+(?=(?=\S*[A-Z])(?=\S*[a-z])(?=\S*\d)\S{6,64}[ \t]*(?:\n|\Z))"  # (ending the line)
    # Terraform's `variable "db_pass" { default = … }`, perhaps its type or description first
    r"|\s*\{\s*(?:(?:type|description|sensitive|nullable)[ \t]*=[^\n]{1,80}\n\s*){0,3}"
    r"(?:default|value)\s*=\s*"
    r"|(?<=[\"'])(?P<arg>\s*,\s*)(?=[\"'])"  # the next argument: `define('DB_PASSWORD', '…')`
)
# A flag, a PIN, a long key (`the router password? …`); in the languages that put the verb last,
# perhaps "now" between (Urdu's and Persian's `اب`, `ابھی`, `الان`, `حالا`, Hindi's `अब`).
_NO_SEPARATOR = r"|(?P<space>\??[ \t]+(?:(?:اب|ابھی|الان|حالا|अब|अभी)[ \t]+)?))"
_VALUE = (
    r"\x00*"  # an earlier marker (redaction.view): `password=[REDACTED:x]hunter2`
    r"(?:!{1,2}[a-z_]{2,12}[ \t]+(?=['\"]))?"  # a YAML tag before a quoted value: `!unsafe '…'`
    r"(?:[bBrRuU]{1,2}(?=['\"]))?"  # a string's prefix in code: `secret=b"…"`, `rb'…'`
    r"(?:\"(?P<dq>[^\"\n]{1,256})\"|'(?P<sq>[^'\n]{1,256})'"
    r"|[“”„«‘’‹「『【](?P<tq>[^“”„«»‘’‹›「」『』【】\n]{1,256})[“”»‘’›」』】]"  # typographic quotes
    # Brackets and backticks hold a value too (`password: (hunter2)`), read like a bare one.
    r"|\((?P<pv>[^\s()]{1,256})\)|\[(?P<bv>[^\s\[\]]{1,256})\]|\{(?P<cv>[^\s{}]{1,256})\}"
    r"|`(?P<kv>[^\s`]{1,256})`|(?P<groups>\d{4}(?: \d{4}){2,7})(?![\w])"  # (a router's digit key)
    # velvet quantum lantern (digits may close its last word: `… buuzy pozy78`)
    r"|(?P<phrase>[^\W\d_]{2,16}(?: [^\W\d_]{2,16}){2,7}(?:\d{1,4}(?![\w\-]))?)(?![^\W\d_])"
    # (`&3`, not `&page=2`; Arabic's comma and semicolon end it as ours do: `…187، ما …`)
    r"|(?P<bare>(?:[^\s\"'`,;&<>(){}\[\]\x00،؛]|&(?![\w.\-]*=)"
    # (a glottal stop's apostrophe inside a dotted word with a digit: Guarani's `kokue.ka'aru.11`)
    r"|(?<=[^\W\d_])'(?=[^\W\d_]{1,12}[.\-_][\w.\-]{0,40}\d)){1,256}))"
)
# Tried in turn: right after the label, then after a qualifier (`the PIN for the door is …`),
# then after two before a colon.
_ASSIGN_TAIL_RES = (
    re.compile(_SEPARATOR + _NO_SEPARATOR + _VALUE),
    re.compile(_QUALIFIER + _SEPARATOR + r"|(?P<space>(?!)))" + _VALUE),  # (no bare space)
    re.compile(_QUALIFIERS_BEFORE_COLON + _SEPARATOR + r"|(?P<space>(?!)))" + _VALUE),
)
# The same without the separators only other scripts write (arrows, emoji, CJK particles), which
# cost a third of the label search when they are in the pattern: for text without them.
_ASCII_SEPARATOR = _SEPARATOR.replace(r"|\s*(?:" + _ARROWS + r"\s*)+", "").replace(
    r"|[ \t]*(?P<cjk>" + _CJK_IS + r")\s*", r"|(?P<cjk>(?!))"
)
_ASCII_TAIL_RES = (
    re.compile(_ASCII_SEPARATOR + _NO_SEPARATOR + _VALUE),
    re.compile(_QUALIFIER + _ASCII_SEPARATOR + r"|(?P<space>(?!)))" + _VALUE),
    re.compile(_QUALIFIERS_BEFORE_COLON + _ASCII_SEPARATOR + r"|(?P<space>(?!)))" + _VALUE),
)
# A text without an arrow or a CJK particle is read by the ASCII tails (the same matches).
_OTHER_SEPARATOR_RE = re.compile(_ARROWS + "|" + _CJK_IS)
assert _ASCII_SEPARATOR.count("(?P<cjk>(?!))") == 1
assert _ARROWS not in _ASCII_SEPARATOR
_NEVER = r"(?:(?P<space>(?!))|(?P<cjk>(?!))|(?P<nl>(?!))|(?P<mod>(?!))|(?P<adj>(?!)))?"  # groups `_judge` reads
# `пароль до адмінки Quokka55%`, `password for the NAS Zq81mPwx7!`: a qualifier of one to three
# words, then the value with nothing between (it must look like a password: `_qualified_bare`).
_QUALIFIED_BARE_RES = tuple(
    re.compile(
        _QUALIFIER.replace("{1,3}?", f"{{{words}}}")
        + r"(?P<space>[ \t]+)(?:(?P<is>(?!))|(?P<cjk>(?!))|(?P<nl>(?!))|(?P<mod>(?!))|(?P<adj>(?!)))?"
        + _VALUE
    )
    for words in (1, 2, 3)
)
_PIN_DIGITS_RE = re.compile(r"\d{4,8}")
# A label said to be the product's or the article's, nothing else between it and its value
# (`La clave del producto es MZ-ESP-750`), the value a catalogue's code: capitals and digits in
# two to four groups joined by dashes (a licence key's five groups of five are not one).
_PRODUCT_RE = re.compile(
    r"\s+(?i:(?:(?:del?|du|of|do|da|della|des)\s+)?(?:the\s+)?(?:produ[ck]t[oa]?|produit"
    r"|prodotto|art[íi]cul[oa]|artikel|item|sku)\s*(?:is|es|est|è|é|ist|:|=)?\s*)"
)
_CATALOGUE_CODE_RE = re.compile(r"[A-Z0-9]{1,6}(?:-[A-Z0-9]{1,6}){1,3}")


def _whose_label(nouns: str) -> re.Pattern[str]:
    """What stands between a label and its value when it says whose the label is (`de la campaña
    es '`, `of the tour is "`): one of ``nouns``, a word or two after it, perhaps "is"."""
    return re.compile(
        r"\s+(?i:(?:del?|of|for|do|da|della|du|des)\s+"
        r"(?:(?:the|la|el|a|o|le|l['’]|our|nuestra|su)\s*)?"
        r"(?:" + nouns + r")(?![^\W\d_])"
        r"(?:\s+[^\W\d_]{1,14}){0,2}\s*(?:is|es|est|è|é|ist|era|was|:|=)?\s*[\"'«“‘]?)"
    )


# A label said to be a campaign's, an advert's or a search's (`La palabra clave de la campaña es
# 'Cacao de Lamas'`), the value words alone: a keyword, not a password.
_CAMPAIGN_RE = _whose_label(
    r"campa[ñn]a|campanha|campaign|campagne|campagna|anuncio|an[úu]ncio|advert|ad|annonce"
    r"|b[úu]squeda|busca|search|seo|concurso|sorteo|contest|giveaway|hashtag"
)
# (or a guided tour's after a keyword's label, the word its group gives the guide: `la palabra
# clave del tour es 'Andrómeda'`; a password of the tour's bus or office stays one)
_TOUR_RE = _whose_label(r"tour|excursi[óo]n|recorrido|visita[ \t]+guiada|guided[ \t]+tour")
_KEYWORD_LABEL_RE = re.compile(
    r"(?i:palabra[ \t]+clave|code[ \t]?word|keyword|mot[ \t\-]cl[ée]|parola[ \t]+chiave"
    r"|palavra[ \t\-]chave)"
)
_WORDS_ALONE_RE = re.compile(r"[^\W\d_]+(?:[ '’\-][^\W\d_]+){0,5}")
_CLOSES_RE = re.compile(r"[ \t]*[.,;!?)]?[ \t]*(?:\r?\n|\Z)")  # (the line ends there)
# (or a particle or two first: Quechua's and Aymara's "is", `clavenqa 21805 kanmi`)
_PARTICLES_CLOSE_RE = re.compile(r"(?:" + CLOSING_PARTICLES + r")?" + _CLOSES_RE.pattern)
_AFTER_NAME_RE = re.compile(r"[ \t]+([^\s\"'`,;&<>(){}\[\]]{6,64}?)[.,;!?]?(?=[ \t]|\r?\n|\Z)")
# (a passphrase's label; Finnish's "sentence", `salalause`)
_PHRASE_KEY_RE = re.compile(r"(?i:phras|fra[sz]|satz|sentence|mnemonic|lause)")
# (or an encrypted backup's repository before a password's label: a passphrase as often, `restic
# repo password siringa paiche lluvia cosecha`)
_BACKUP_REPO_RE = re.compile(
    r"(?i:restic|borg|borgbackup|kopia|rustic|duplicacy|duplicati|bupstash)"
    r"(?:[ \t]+(?i:repo|repository|backup|archive))?[ \t]+\Z"
)
_JOINED_PARTS_RE = re.compile(
    r"(?=[^\d]*\d)[a-z][a-z0-9]{1,15}(?:([_.\-])[a-z0-9]{2,16})(?:\1[a-z0-9]{2,16})+"
)
# (a group that mixes letters and digits: `C5UL`, never a standard's `ISO-8601-DATE`)
_DASHED_KEY_RE = re.compile(
    r"(?=[A-Z0-9\-]*(?:[A-Z][0-9]|[0-9][A-Z]))[A-Z0-9]{3,6}(?:-[A-Z0-9]{3,6}){2,5}"
)
# `set the password to …`, `we changed the api_key to '…'`: a verb before the label, `to` after.
_SET_VERB_RE = re.compile(
    r"(?i:\b(?:set|sets|setting|change[ds]?|changing|update[ds]?|updating|reset"
    # (the Nordic languages' "set", "changed": `ja hâr sat passwordet te … te …`)
    r"|sat|satt|satte|sett|ændret|ændrede|endret|endra|ändrat|ändrade|byttet|skiftet))\s+"
    # (`my bank password`, `the VM1948273 password`: a machine's or an account's name)
    r"(?:(?i:the|my|our|your|this|its)\s+(?:[^\W_][\w.\-]{1,20}\s+){0,2}?)?[\"'`]?\Z"
)
_SET_TO_TAIL_RE = re.compile(
    r"(?i:et|en)?[\"'`]{0,3}"  # (the Nordic languages' article glued on: `passwordet`)
    # (what it is for first, in one to three words: `… for the engine room to …`, `… te
    # maskinrummet te …`)
    r"(?:\s+(?i:for|on|til|te|på|pa|för)\s+(?:[^\W\d_][\w'’\-]{0,20}\s+){0,2}?[^\W\d_][\w'’\-]{0,20})?"
    r"\s+(?P<is>(?i:to|til|te))\s+" + _NEVER + _VALUE
)
# `the password you gave me last week is …`, `the new password Marta chose is …`: a clause that
# starts with a pronoun or a name, then the label's "is"; the value must look like a secret.
# (Or any words that say whose: `password for grandma's tablet is …`, `la password dell'account
# admin è …`, `parola contului de test este …`.)
_CLAUSE_TAIL_RE = re.compile(
    r"\s+(?P<first>[^\W\d_][\w'’\-]{0,20})"
    r"(?:\s+[^\W_][\w'’\-]{0,20}){0,10}?\s+"  # (a number among them: `… on channel 12 was …`)
    r"(?P<is>is|was|ist|lautet|est|es|era|é|è|är|jest|este|adalah|είναι|это|є|je|hè|xe|ye|esti"
    r"|l['’][eèé]|se|ko|ir|huwa|היא|הוא|és|هو|هي|هوا|هيا|dia|ej|c['’] ?est"
    r"|c(?=\s+\d{4,8}(?![\w\-])|\s+(?=[\w\-]*\d)[\w\-]{16,}))\s+"  # (Creoles' `se`, Tokelauan `ko`,
    # Elfdalian, Juba Arabic, Hebrew, Arabic's "is" and its dialects' spellings, Malagasy's `dia`,
    # Marshallese's `ej`; French texting's `c` before digits or a long token: `la clé API
    # Mayumba Mail c mym-…`;
    # Catalan's `és`, here only: Hungarian's `és` is "and")
    r"(?:\|[ \t]+)?"  # (the value in a table's next cell: `… was | …`)
    r"(?:set\s+to\s+|now\s+)?" + _NEVER + _VALUE
)
# A key label, then (whatever stands between) a long hex, base64 or random run.
_LOOSE_TAIL_RE = re.compile(
    r"(?:"
    + _QUALIFIER.replace("{1,3}?", "{1,5}?")  # (`AES-128 key of Sensoneo fill sensor SN-4471: …`)
    + r")??[^\w\n]{1,6}(?:(?:"
    + _IS_WORDS
    + r"|value|now|set\s+to)[^\w\n]{1,4})?"
    r"(?P<run>[A-Za-z0-9][A-Za-z0-9+/_\-]{15,255}={0,2})(?![A-Za-z0-9+/=_\-])"
)
# (group, quoted): a quoted value is a secret unless it is a placeholder; the others are
# read like a bare value.
_VALUE_GROUPS: tuple[tuple[str, bool], ...] = (
    ("dq", True), ("sq", True), ("tq", True), ("pv", False), ("bv", False), ("cv", False),
    ("kv", False), ("groups", False), ("phrase", False), ("bare", False),
)  # fmt: skip
# (and where a password is read from instead: `--password-stdin`, `password: prompt`)
_PLACEHOLDERS = _words(
    """
    none null nil true false undefined empty required optional redacted hidden masked removed
    omitted n/a na tbd todo unset notset example placeholder default string str int bytes any
    secret password token your_token your_password your_api_key xxx yyy changeit
    stdin prompt enabled disabled enforced active inactive
    """
)
_MASKED_RE = re.compile(
    r"[*xX•.#\-_?]+|\$\{[^}]*\}|\$[A-Z_][A-Z0-9_]*|\$[a-z_]+|\$\(.*|\{\{.*|%(?:\(\w*\))?[a-z]?|<.*>?"
    r"|@(?:[A-Z][A-Z0-9_]*|[a-z]+_\w+)@|\$ENV\{[^}]*\}"  # (a build's substitution `@db_password@`, Perl's `$ENV{…}`)
)
# (a name, a dotted or a `::` path of names: `settings.API_KEY`, Rust's and C++'s `String::from`)
_CODE_REF_RE = re.compile(r"[A-Za-z_]\w*(?:(?:\.|::)[A-Za-z_]\w*)+|[A-Z][A-Z0-9_]*")
_PASSPHRASE_RE = re.compile(r"[A-Za-z]{3,12}(?:-[A-Za-z]{3,12}){3,7}")
# Three to eight plain words, spaced (a passphrase in quotes: `"harbour hibiscus anchor …"`).
_SPACED_WORDS_RE = re.compile(r"[^\W\d_]{3,14}(?:[ \t][^\W\d_]{3,14}){2,7}")


def _spaced_words(value: str) -> bool:
    """Whether ``value`` is three to eight plain words, spaced, none of prose (`must be twelve
    characters long` is a rule)."""
    value = value.strip()
    return _SPACED_WORDS_RE.fullmatch(value) is not None and not any(
        w.lower() in PROSE_WORDS for w in value.split()
    )


_PLAIN_WORD_RE = re.compile(r"[A-Za-z_][A-Za-z_\-./]*")
_NAMES_A_LABEL_RE = re.compile(
    r"(?=[a-z]+[_.\-])[a-z_.\-]*(?:" + KEY_LABEL_RE.pattern + r"|key)[a-z_.\-]*"
)
_SECRETISH_RE = re.compile(r"[0-9]|[^\w\s\-./]")  # a digit or a symbol
_PIN_RE = re.compile(
    r"\d{4,12}#?|(?=(?:[A-Za-z]*\d){3})[A-Za-z0-9]{4,24}#?|\d(?:[\-. ]\d){3,11}"  # `9-7-4-3`
    r"|\d{1,2}(?:-\d{1,2}){2,3}"  # a lock's combination: `12-34-56`, `4-17-30`
)
# Letters of both cases and a digit, nothing else: a password, whatever its label calls it.
_PASSWORD_LIKE_RE = re.compile(r"(?=[^a-z]*[a-z])(?=[^A-Z]*[A-Z])(?=\D*\d)[A-Za-z0-9]{8,64}")
_NOT_BARE_STARTS = ("/", ".", "~", "$", "*", "_", "`", "#", "-", "<", "@", "http")
_NOT_BARE_ENDS = ("**", "__", "`", ":")
_POLISH_LABEL_RE = re.compile(r"(?i:has[łl])")
# A verb that puts a password somewhere, before its label: `on` after it says where, not "is".
_PUT_ON_RE = re.compile(
    r"(?i:\b(?:share|sharing|send|sending|post|posting|put|save|store|write|paste|leave|keep"
    r"|type|enter|tell)\b)[^\n]{0,30}\Z"
)
_SHORT_UNREADABLE = 8  # (a password's label, the value closing its line: fewer letters do)
_SAID_UNREADABLE = 7  # (after "password is": a word of fewer letters may read as none)
_PASS_DIRECTIVES = frozenset({"requirepass", "auth_pass"})
# A CJK run closing the text, its punctuation (`。`, full-width marks) included.
_CJK_CLAUSE_AFTER_RE = re.compile(  # (never a unit: `2024 年`, `3 个`)
    r"[ \t]+(?![年月日号號个個位次人元块塊分秒天周週岁歲])[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]"
)
_CJK_TAIL_RE = re.compile(r"[\u3000-\u30ff\u4e00-\u9fff\uac00-\ud7af\uff01-\uff0f]+\Z")


_LETTERS_KEY_MIN = 24  # (letters alone, both cases at random: a key of letters, `hLoPkdfh…`)


def _key_run(value: str) -> bool:
    """What a key's label names: a key's run, or small letters that read as no word, or both
    cases switching at random in a long run of letters alone."""
    return (
        is_key_run(value)
        or unreadable_letters(value)
        or random_small_letters(value)
        or (len(value) >= _LETTERS_KEY_MIN and value.isalpha() and random_letters(value))
    )


def assigned_values(text: str) -> Iterator[tuple[int, int]]:
    """``<label> = value`` where the label names a secret: find the label, then its value."""
    full_tails = not text.isascii() and _OTHER_SEPARATOR_RE.search(text) is not None
    for kw in label_matches(text):
        key_start = kw.start()
        while key_start > 0 and kw.start() - key_start < 60 and text[key_start - 1] in _KEY_CHARS:
            key_start -= 1
        if _IN_USERINFO_RE.search(text, max(0, key_start - 200), key_start):
            continue  # scheme://user:p@ss:word@host is _CONN_RE's, which keeps the host
        kind = label_kind(kw.group("label"))
        key = text[key_start : kw.end()]
        span = None
        for tail in _ASSIGN_TAIL_RES if full_tails else _ASCII_TAIL_RES:
            if (m := tail.match(text, kw.end())) is not None:
                span = _judge(text, key, key_start, m, kind)
                if span is not None:
                    break
        if (
            span is None
            and (m := _SET_TO_TAIL_RE.match(text, kw.end()))
            and _SET_VERB_RE.search(text, max(0, key_start - 40), key_start)
        ):
            span = _judge(text, key, key_start, m, kind)
        if (
            span is None
            and (m := _CLAUSE_TAIL_RE.match(text, kw.end())) is not None
            and m.group("first").lower() not in NOT_MODIFIERS
        ):
            span = _judge(text, key, key_start, m, kind, clause=True)
        if span is None and kind == "password":
            span = _suffixed_key(text, key_start, kw.end(), full_tails)
        if span is None and kind in ("password", "pin"):
            span = _qualified_bare(text, key, key_start, kw.end(), kind)
        if span is None and kind != "pin":  # a separator of words no tail reads
            span = shaped_after(text, kw.group("label"), kw.end(), kind)
        loose = _LOOSE_TAIL_RE.match(text, kw.end()) if span is None and kind == "key" else None
        if loose is not None and _key_run(loose.group("run")):
            span = loose.span("run")
        if span is not None:
            yield span


# A configuration key that names a password first and what it opens after it (`PASSWORD_DB=…`,
# `SENHA_BANCO=…`, `password.smtp: …`): one or two words of a key, a sign right after them; never
# what is said about a password (`PASSWORD_MIN_LENGTH`, `password_reset_url`). Its confirmation
# holds the password again (`password_confirmation = "…"`, a form's second field).
_KEY_SUFFIX_RE = re.compile(r"(?:[_.\-][^\W\d_][^\W_]{0,11}){1,2}(?=[ \t]*[=:])")
_NOT_SUFFIXES = NOT_MODIFIERS | _words(
    """
    hashed salt salted min max minlen maxlen minlength maxlength len expires expire expiration
    age days file path url uri env var vars regex pattern retries timeout ttl changed updated at
    time date required enabled enable disabled mode type format algorithm algo iterations rounds
    cost command cmd store manager label placeholder validator validators hashers encoders backend
    backends class classes module modules
    encoder hasher id name user username login count counter min_length max_length lifetime
    flag flags option options opt opts arg args re regexp prefix suffix after before words word
    list set chars charset alphabet column col input widget error message msg text title help tip
    """
)


def _suffixed_key(text: str, key_start: int, pos: int, full_tails: bool) -> tuple[int, int] | None:
    """The value after a key that names a password and then what it is for (`_KEY_SUFFIX_RE`)."""
    if any(c.isspace() for c in text[key_start:pos]):
        return None  # (a label of words, `mot de passe`: not a key)
    m = _KEY_SUFFIX_RE.match(text, pos)
    if m is None or any(w.lower() in _NOT_SUFFIXES for w in re.split(r"[_.\-]", m.group()) if w):
        return None
    for tail in _ASSIGN_TAIL_RES if full_tails else _ASCII_TAIL_RES:
        if (found := tail.match(text, m.end())) is not None:
            return _judge(text, text[key_start : m.end()], key_start, found, "password")
    return None


_OPENING_QUOTES = "\"'«“„‘"
_QUOTED_CLOSING_RE = re.compile(r"[\"'»”“’][ \t]*(?:[.,;!)]|\r?\n|\Z)")
_LETTERS_AND_DIGITS_RE = re.compile(r"(?=[^\d]*\d)(?=\d*[^\W\d_])[\w.\-]{6,64}")
_NAMES_AN_ACCOUNT_RE = re.compile(
    r"(?i:user|account|login|name|konto|учётн|учетн|логин|пользовател|аккаунт|имя)"
)


_WORD_DIGITS_SIGN_RE = re.compile(r"[A-Z][a-z]{2,14}\d{2,6}[!?@#$%&*+=]{1,3}")


def _qualified_bare(
    text: str, key: str, key_start: int, pos: int, kind: str
) -> tuple[int, int] | None:
    """A qualifier, then a value with no separator: a password only when it has three classes
    (`Quokka55%`; eight characters or more shaped like one, not `1Password`: `shaped`), never
    `the password for account alice2024 expired`; a PIN only as four to eight digits that end
    the text (`pincode van de fiets 4253`, not `PIN for room 4821 is …`)."""
    for regex in _QUALIFIED_BARE_RES:
        m = regex.match(text, pos)
        span = None if m is None else _judge(text, key, key_start, m, kind)
        value = "" if span is None else text[span[0] : span[1]]
        shaped = (
            has_classes(value, 3)
            and (
                len(value) < 8
                or password_shaped(value)
                # (a capitalised word, digits and a sign, no account named before it: `… кассы
                # Tsink34!`)
                or (
                    span is not None
                    and _WORD_DIGITS_SIGN_RE.fullmatch(value) is not None
                    and _NAMES_AN_ACCOUNT_RE.search(text, pos, span[0]) is None
                )
            )
        ) or (
            # (or letters alone, at random, sixteen or more: `… автовокзала MKmuhzkceaSSetJa`;
            # or three parts or more joined by a sign, a digit among them: `zimnik_km188_anyuy`;
            # or digits inside small letters: `clave correo marleni3000m!`)
            kind == "password"
            and (
                random_letters(value, switches=4, least=16)
                or _JOINED_PARTS_RE.fullmatch(value) is not None
                or DIGITS_INSIDE_RE.fullmatch(value) is not None
            )
        )
        pin = kind == "pin" and _PIN_DIGITS_RE.fullmatch(value) is not None  # (ending the text)
        # (or in quotes, letters and digits, closing the clause, no user's or account's name
        # said before it: `пароль от вайфая «kalitkakuura13»`)
        quoted = (
            span is not None
            and kind == "password"
            and _QUOTED_CLOSING_RE.match(text, span[1]) is not None
            and text[span[0] - 1 : span[0]] in _OPENING_QUOTES
            and _LETTERS_AND_DIGITS_RE.fullmatch(value) is not None
            and _NAMES_AN_ACCOUNT_RE.search(text, pos, span[0]) is None
        )
        if span is not None and (shaped or quoted or (pin and not text[span[1] :].strip(" .!)"))):
            return span
    return None


def _judge(
    text: str, key: str, key_start: int, m: re.Match[str], kind: str, *, clause: bool = False
) -> tuple[int, int] | None:
    """The span of the secret value after this label and separator, or None."""
    group, quoted = next((g, q) for g, q in _VALUE_GROUPS if m.group(g) is not None)
    start, end, value = m.start(group), m.end(group), m.group(group)
    # (a label of another script given as the value, never a leet password: `'p4ss'`)
    if (
        quoted
        and not value.isascii()
        and value.lower() != key.lower()
        and KEY_LABEL_RE.fullmatch(value)
    ):
        # (the word in another language: `'password' is 'нууц үг' in Mongolian`)  # noqa: RUF003
        return None
    first_tail = m.re is _ASSIGN_TAIL_RES[0] or m.re is _ASCII_TAIL_RES[0]
    labelled = first_tail or m.re is _ASSIGN_TAIL_RES[1] or m.re is _ASCII_TAIL_RES[1]
    if labelled and m.group("is") == "to" and not _POLISH_LABEL_RE.search(key):
        return None  # `to` is "is" in Polish only (`set the password to …` is another tail's)
    if m.group("is") == "on" and re.match(r"\s+(?:is|was)\s", text[end : end + 5]):
        return None  # `password on db-07 is …`: a qualifier (Estonian's "is" is not followed so)
    if m.group("is") == "on" and _PUT_ON_RE.search(text, max(0, key_start - 40), key_start):
        return None  # `never share ur pw on WhatsApp`: where it is put, not what it is
    if first_tail and (m.group("mod") or "").lower() in NOT_MODIFIERS:
        return None  # `the password manager is …`: about the password, not the password
    adj = (m.group("adj") or "").lower()
    # `Password policy: …`, `password changed: …` (after a qualifier the word is its noun's).
    if adj and first_tail and (adj in NOT_MODIFIERS | PROSE_WORDS or adj.endswith(_NOT_ADJ_ENDS)):
        return None
    if (first_tail and len(adj.split()) > 1) and (  # words that say which: a secret's look
        adj.split()[0] in NOT_MODIFIERS | PROSE_WORDS
        or not (
            group == "phrase"
            or password_shaped(m.group(group))
            or sign_joined(m.group(group))  # (`mot de passe web du Modicon M580 : Kestrel?Peros`)
            or (kind == "key" and is_key_run(m.group(group)))  # (`API key Protomaps kitai: <hex>`)
            # (a PIN's digits: `kaody fidirana birao Antananarivo 👉 1080`)
            # (a keypad's `#` after it: `Türcode Apartment 2: 5928#`)
            or (kind == "pin" and _PIN_DIGITS_RE.fullmatch(m.group(group).rstrip("#")) is not None)
        )
    ):
        return None
    if group == "bare" and (cjk_tail := _CJK_TAIL_RE.search(value)) and cjk_tail.start():
        value = value[: cjk_tail.start()]  # `…です`, `…입니다`: the sentence goes on
        end = start + len(value)
    if _CATALOGUE_CODE_RE.fullmatch(value.rstrip(".,")) and _PRODUCT_RE.fullmatch(
        text, m.start(), start
    ):
        return None  # (a product's catalogue code, not a password: `clave del producto es …`)
    if _WORDS_ALONE_RE.fullmatch(value) and (
        _CAMPAIGN_RE.fullmatch(text, m.start(), start)
        or (
            _KEYWORD_LABEL_RE.search(text, max(0, key_start - 8), m.start())
            and _TOUR_RE.fullmatch(text, m.start(), start)
        )
    ):
        return None  # (a campaign's keyword, not a password: `palabra clave de la campaña es …`)
    if value.isdigit() and QUANTITY_AFTER_RE.match(text, end):
        return None  # (`the Akbaital pass is 4655 m high`: a measure, not a code)
    tail_end = m.end()
    if m.groupdict().get("arg") is not None and not has_classes(value, 3):
        return None  # `("password", "passwd")` lists names; an argument must look secret
    if group == "phrase":
        # (after a separator only; never after a word glued to `=`, a setting's name: `password
        # sapa=nang jang …` is prose about one)
        glued = m.group("adj") is not None and text[m.end("adj") : m.end("adj") + 1] == "="
        # (after a bare space, only a passphrase's label and four words: `Bitwarden master
        # passphrase golomyanka sarma buuzy pozy78`)
        spaced = m.group("space") is not None
        named = (
            kind == "password"
            and not glued
            and (
                not spaced
                or _PHRASE_KEY_RE.search(key)
                or _BACKUP_REPO_RE.search(text, max(0, key_start - 32), key_start)
            )
        )
        words = _phrase_words(value, said=m.group("is") is not None or spaced) if named else 0
        phrase_end = start + len(" ".join(value.split(" ")[:words]))
        if spaced and (words < _LISTED_PHRASE or not _CLOSES_RE.match(text, phrase_end)):
            words = 0  # (four words or more, closing the line: not `… pentru laptop este …`)
        if words:
            return start, phrase_end
        value = value.split(" ")[0]  # not a passphrase: its first word read as a bare value
        end = tail_end = start + len(value)
        group = "bare"
    if group == "bare":
        if kind != "key" and (joined := joined_value_end(text, start)) is not None:
            return start, max(end, joined)  # (`1bacaro,cachopo,flammkuche`: commas join it)
        if m.group("nl") is not None and value.endswith(":"):
            return None  # the next line is a key of its own (`valueFrom:`), not the value
        if m.group("space") is not None and value.endswith(":"):
            # (a network's or a machine's name after the label, its value after the colon:
            # `رمز وای‌فای Zong4G-Turbat-Pack: …`)
            after = _AFTER_NAME_RE.match(text, end)
            if after is None or not _looks_secret(after.group(1), key):
                return None
            return after.span(1)
        # (a question mark before a comma asks nothing: it is the value's, `JzylWFOLEYAdoj?, …`)
        asks = not (value.endswith("?") and text[end : end + 1] in (",", ";"))
        stripped = value.rstrip(".:?" if asks else ".:")
        end -= len(value) - len(stripped)
        value = stripped
    context = _Context(
        key=key,
        key_start=key_start,
        tail_end=tail_end,
        kind=kind,
        quoted=quoted,
        is_word=m.group("is") is not None or m.group("cjk") is not None,
        bare_space=m.group("space") is not None and text[key_start] != "-",
        own_line=m.group("nl") is not None,
        across_fields=FIELD_BREAK in text[m.start() : start],
        clause=clause,
    )
    return (start, end) if _is_assigned_secret(text, value, context) else None


# A word and a number in brackets after a password's label, closing the clause: `noutbuki paroli
# (TIANSHAN9900)`; never an algorithm's or a product's name (`(HMACSHA256)`, `(Windows11)`).
_BRACKETED_RE = re.compile(r"([^\W\d_]{4,24})\d{2,8}")
_BRACKET_CLOSES_RE = re.compile(r"[ \t]*(?:[.,;!?]|\r?\n|\Z)")
_NOT_A_WORD_BEFORE_A_NUMBER = (
    "sha", "aes", "md", "crc", "rsa", "chacha", "blake", "argon", "pbkdf", "windows", "win",
    "office", "iphone", "android", "ios", "server", "python", "java", "ubuntu", "debian",
)  # fmt: skip


def _bracketed_word_and_number(text: str, value: str, tail_end: int) -> bool:
    m = _BRACKETED_RE.fullmatch(value)
    return (
        m is not None
        and len(value) >= 8
        and text[tail_end - 1 : tail_end] == ")"
        and _BRACKET_CLOSES_RE.match(text, tail_end) is not None
        and not m.group(1).lower().endswith(_NOT_A_WORD_BEFORE_A_NUMBER)
    )


@dataclass(frozen=True, slots=True)
class _Context:
    """Where a value stands: its label, what separated them, where the match ends."""

    key: str
    key_start: int
    tail_end: int
    kind: str  # the label's kind (`labels.label_kind`)
    quoted: bool
    is_word: bool  # `password is …` rather than `password: …`
    bare_space: bool  # no separator at all: `PIN 4821`
    across_fields: bool  # the label ends one field, the value starts the next
    clause: bool = False  # words between the label and its "is": the value must look secret
    own_line: bool = False  # the label ends its line: the value must look secret


def is_label_value(value: str) -> bool:
    """Whether a value named by a label is a secret at all: not a placeholder or reference."""
    lowered = value.strip(NOT_A_SECRET).lower()
    if not any(c.isalnum() for c in lowered) or lowered in _PLACEHOLDERS:
        return False
    if _MASKED_RE.fullmatch(value.strip()) or _NAMES_A_LABEL_RE.fullmatch(lowered):
        return False  # `"Stripe Access Key": "stripe_key"`: a name, not a value
    return not lowered.startswith(("os.environ", "os.getenv", "process.env", "env(", "getenv"))


# Arabic chat's "the" before `pass`, which makes it the noun (`el pass 7ag el laptop …`).
_ARTICLE_BEFORE_RE = re.compile(r"(?<![^\W\d_])(?i:el|il)[ \t]+$")


def _is_assigned_secret(text: str, value: str, ctx: _Context) -> bool:
    key, key_start, tail_end = ctx.key, ctx.key_start, ctx.tail_end
    if not is_label_value(value):
        return False
    if ctx.kind == "pin" and (_PIN_RE.fullmatch(value) or not (ctx.quoted or ctx.across_fields)):
        # `PIN: 4471`, never `pin: numpy==1.26`; a passcode may be a password (`kumquat97Baklava`)
        # or a console's dashed groups of capitals and digits (`passcode: HOR-EHH-6IYF`).
        return any(regex.fullmatch(value) for regex in (_PIN_RE, _PASSWORD_LIKE_RE, _DASHED_KEY_RE))
    if ctx.bare_space or ctx.own_line:
        # `şifrem Elma2024`, `Password` above `ZxGsOBsdKN`: a password label with nothing
        # between it and a value that looks like one; not nginx's `proxy_pass http://…`,
        # Python's `pass` above `@decorator()`, a URL, a path, `🔑 **Bold** text`, a heading.
        lowered = key.lower()  # (Redis's `requirepass`, keepalived's `auth_pass`: directives)
        if ctx.kind == "password" and (
            lowered in _PASS_DIRECTIVES
            or not lowered.endswith("pass")
            or (
                lowered == "pass"
                and _ARTICLE_BEFORE_RE.search(text, max(0, key_start - 8), key_start) is not None
            )
        ):
            bare_ok = not value.startswith(_NOT_BARE_STARTS) and not value.endswith(_NOT_BARE_ENDS)
            looks = (
                _looks_secret(value, key)
                or (ctx.own_line and len(value) >= 8 and has_classes(value, 2))
                or _bracketed_word_and_number(text, value, tail_end)
                or joined_words(value)  # `passphrase glacier_marble_juniper_saddle`
                or (ctx.quoted and _spaced_words(value))  # `passphrase "harbour hibiscus …"`
                or random_letters(value, switches=4, least=16)  # (`MKmuhzkceaSSetJa`)
                or _dictated_word(text, value, tail_end, _SHORT_UNREADABLE)  # (`sambuksfx w …`)
                # (a PIN's digits, a clause in a script written unspaced after them:
                # `银行卡取款密码 6051 千万别告诉别人`)
                or bool(
                    _PIN_DIGITS_RE.fullmatch(value) and _CJK_CLAUSE_AFTER_RE.match(text, tail_end)
                )
                # (or closing the line, no year: `Хусэ: мыньди мима 8208`, `пароль 55190`;
                # a particle may close it: `punkupa clavenqa 21805 kanmi`)
                or bool(
                    _PIN_DIGITS_RE.fullmatch(value)
                    and not YEAR_RE.fullmatch(value)
                    and lowered not in _PASS_DIRECTIVES  # (keepalived's `auth_pass 1111`)
                    and _PARTICLES_CLOSE_RE.match(text, tail_end)
                )
            )  # (a capital inside a word is no prose)
            return (
                bare_ok
                and "://" not in value
                and "(" not in value
                and looks
                and not arabizi_word(value)  # (`el password taba3ak la 7ada`: the sentence)
            )
        # (or a key in dashed groups of capitals and digits, as a console shows an account's
        # passcode or a licence key: `API key YSW-FJJ-C5UL`)
        dashed = _DASHED_KEY_RE.fullmatch(value) is not None
        return ctx.bare_space and ctx.kind == "key" and (_key_run(value) or dashed)
    if ctx.clause and not ctx.quoted:
        if ctx.kind == "key":  # (or in dashed groups: `recovery key GitHub se EMCG-3VWW-…`)
            return (
                _key_run(value)
                or (len(value) >= 8 and has_classes(value, 3))
                or _DASHED_KEY_RE.fullmatch(value) is not None
            )
        if ctx.kind == "password" and joined_words(value):
            return True  # `the passphrase we agreed on is pebble-harbor-pelican`
        if random_letters(value):
            return True  # (`WzvPyb-OkgpfQ-vGuQgf`: no digit, capitals and small letters at random)
        return len(value) >= 6 and has_classes(value, 2) and _SECRETISH_RE.search(value) is not None
    if ctx.quoted:
        return True
    if (
        _CODE_REF_RE.fullmatch(value)
        and not DIGIT_RE.search(value)
        and not (ctx.kind == "password" and joined_words(value))
    ):
        return False  # settings.API_KEY, OPENAI_API_KEY, self.token: references, not values
    is_password = ctx.kind == "password"
    if value.replace(" ", "").isdigit():  # (a router's key in groups too)
        return is_password and len(value) >= 4  # a PIN; token/secret counts and limits are not
    if len(value) < (4 if is_password else 8):
        return ctx.across_fields and len(value) >= 4 and value.lower() not in PROSE_WORDS
    if _PASSPHRASE_RE.fullmatch(value) or (is_password and joined_words(value)):
        return True  # `my api key is orbit-horse-maple-correct`: joined words, not prose
    if ctx.across_fields:  # a field that ends in a label: the next one starts with its value
        return value.lower() not in PROSE_WORDS
    if not ctx.is_word and _PLAIN_WORD_RE.fullmatch(value):
        if has_classes(value, 2) and value.lower() not in key.lower():
            # `DB password => DbPassSpaceyy`: a capital inside a word is no prose (but
            # `secret = SystemFactory(…)` is a call).
            return text[tail_end : tail_end + 1] not in ("(", "[")
        # `password: swordfish` in config, never `Password: minimum twelve characters` in prose.
        line_start = text.rfind("\n", 0, key_start) + 1
        line_end = text.find("\n", tail_end)
        before = text[line_start:key_start].strip().lstrip("-").strip()
        after = text[tail_end : len(text) if line_end < 0 else line_end].strip()
        in_config = before in {"", "export", "set"} or before.endswith(("{", ",", '"', "?", "&"))
        if is_password and not after and unreadable_letters(value, _SHORT_UNREADABLE):
            return True  # (`wifi password: nwaxwkvjff`: small letters that read as no word)
        if is_password and not after and short_random_letters(value):
            return True  # (`… je qvuagqpectbt`: twelve small letters drawn at random)
        return (
            in_config
            and (not after or after[0] in ",;}&|")
            and len(value) >= 6
            and value.lower() not in key.lower()
        )
    # (or, after "is", small letters that read as no word, a number said after them: `the password
    # is jabalmbb 02995, all one word`)
    return has_classes(value, 2) or (
        is_password
        and (
            _dictated_word(text, value, tail_end, _SAID_UNREADABLE)
            or short_random_letters(value)  # (`… je qvuagqpectbt`)
        )
    )


# Within two short words after a value, a number: a password said in parts (`jabalmbb 02995`,
# `sambuksfx w ba3daha 71231`).
_NUMBER_AFTER_RE = re.compile(r"[ \t]+(?:\S{1,8}[ \t]+){0,2}\d{2,8}(?![\w\-.])")


def _dictated_word(text: str, value: str, tail_end: int, minimum: int) -> bool:
    """Small letters that read as no word (and no word of prose said of a password: `strength`),
    a number said after them: the first part of a password dictated in parts (never `passordet
    er nullstilt`, the password is reset)."""
    return (
        unreadable_letters(value, minimum)
        and value not in NOT_MODIFIERS | PROSE_WORDS
        and _NUMBER_AFTER_RE.match(text, tail_end) is not None
    )


def _looks_secret(value: str, key: str) -> bool:
    """A value with nothing to say it is one but its look: letters and a digit or a symbol."""
    return (
        len(value) >= 6
        and LETTER_RE.search(value) is not None
        and _SECRETISH_RE.search(value) is not None
        and has_classes(value, 2)
        and value.lower() not in key.lower()
        and not _CODE_REF_RE.fullmatch(value)
    )


_LONG_PHRASE = 5


def _latin(word: str) -> bool:
    """Whether ``word`` is written in Latin letters (accents and the okina too: `cigüeña`)."""
    return all(ord(c) < 0x0300 or 0x1E00 <= ord(c) <= 0x1EFF for c in word)


# Prose words that a word list holds too (BIP-39's, a diceware list's): between two words of a
# phrase they are its own (`coral limestone current sunset`), and the phrase must then be four
# words or more.
_LISTED_PROSE = _words(
    "current empty hidden letter long number old short strong symbol unknown usual wrong thing"
    " rule length found change check"
)
_LISTED_PHRASE = 4


def _phrase_word(word: str, first: str) -> bool:
    """Whether ``word`` may be a passphrase's word (no prose, no label, the first's script)."""
    return (
        word.lower() not in PROSE_WORDS
        and len(word) >= 3
        and KEY_LABEL_RE.fullmatch(word) is None
        and _latin(word) == _latin(first)  # (a particle of another script closes it: `… 아이가`)
    )


# (a French participle is one before its preposition: `envoyé par`, never `café tortue`)
_FRENCH_AFTER_PARTICIPLE = frozenset(("par", "à", "au", "aux", "dans", "sur", "pour", "en"))


def _phrase_words(value: str, *, said: bool = True) -> int:
    """How many leading words of ``value`` make a passphrase (0: prose, not a passphrase);
    ``said``: after "is" or a bare space, not a colon."""
    words = value.split(" ")
    kept = 0
    listed = False
    for i, word in enumerate(words):
        if not _phrase_word(word, words[0]):
            after = words[i + 1] if i + 1 < len(words) else ""
            if not (kept and word.lower() in _LISTED_PROSE and _phrase_word(after, words[0])):
                break
            listed = True
        kept += 1
    if listed and kept < _LISTED_PHRASE:
        return 0
    # `is stored in`, `is written on`, `is usually`: prose; five plain words or more are a
    # passphrase whatever the first ends with (`clotted drizzle aurora pasty lichen`).
    # (Finnish's past participle too: `salis on kirjoitettu lapulle`, "is written on a note";
    # French's, `… vous sera envoyé par courrier séparé`)
    # After a colon, four such words that are the whole value are one still (`master password:
    # fairing reed …`): a participle's prose goes on with a word of prose.
    first = words[0].lower()
    participle = first.endswith(("ed", "ing", "ly", "ttu", "tty")) or (
        first.endswith(("é", "ée", "és", "ées"))
        and len(words) > 1
        and words[1].lower() in _FRENCH_AFTER_PARTICIPLE
    )
    if participle and kept < _LONG_PHRASE and (said or kept < len(words) or kept < _LISTED_PHRASE):
        return 0
    if kept < 3 or not one_case(words[:kept]):
        return 0
    return kept
