# ruff: noqa: RUF001  (dashes of other keyboards separate a value)
"""Secrets told by the word for *password*, *phrase* or *security number* in any spelling, with
the words between label and value left to any language, and by the value's own shape:

- the password word as people spell it anywhere (`pasword`, `parolu`, `гесло`, `heslo`), up to
  five words of any script after it (`до сервера`, `fu a wifi Siminn-2G-88`), a separator or
  none, then a made-up value closing the line (`shapes.generator_shaped`, or four small words
  joined by a dash or a dot: `generated_values.joined_phrase`);
- the value first, its label after: `xjy4P0%6gP0tBM!h6pQDch is the new WireGuard admin password`,
  `majada-hogget1995 es la nueva clave del …`, `kaiko.lae.20 ang ilagay mo sa password` (a few
  short words, then the password word closing the line);
- the value, then "is the new one" and no word for what (`IkKil19m~ es la nueva del servidor`);
- the value first in Japanese, its particle glued on (`…がキオスクの新しいパスワードです`);
- a value explained after it (`korarima5406: word plus number, one string`) or handed over
  (`try …, that's what the Loma has now`, `type … at the galley login, that's the new one`), or
  handed over to be kept (`vllt merkst du dir das: STURMFLUT~9656`, `remember this: …`), or
  summed up after its parts were said (`… and 6949 at the end, so gajeta6949`);
- a phrase's label (`passphrase`, `login phrase`, a *phrase* or *sentence* word joined to a *key*
  word, or a label naming a disk, a vault, a wallet or a backup) followed by four to eight small
  words that are no prose, closing the line;
- a card's code by a *security number* compound of any language (`öryggisnúmer`,
  `Sicherheitsnummer`, `security no.`) and three or four digits;
- a secret number in Bantu languages, `namba ya <what> (ya <what>): 211673`, unless what it
  numbers is a phone, an account, an order, a ticket, a house, a car or a page.

Part of the scrubber (`memories.redaction`); pure.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import re2

from memories.redaction.assign import NOT_MODIFIERS
from memories.redaction.family import Family, Span
from memories.redaction.generated_values import NAME_LABELS, joined_phrase
from memories.redaction.label_words import ANDEAN_ENDING
from memories.redaction.labels import PROSE_WORDS, words
from memories.redaction.logins import reads_as_made_up, reads_as_password
from memories.redaction.shaped import password_shaped, random_letters
from memories.redaction.shapes import even_groups, generator_shaped, has_classes
from memories.redaction.spoken import ACCOUNT

__all__ = ["FAMILIES"]

# The password words spelled alike wherever they are written (the word's shape, its literal runs
# and its gate's stems below are all built from this one list): `parol…`, `lozinka`, `salasana`,
# `senha`, `contraseña`, `kennwort`, Maori's `kupuhipa`, the creoles' `modpas`.
_PASSWORD_NAMES: tuple[str, ...] = (
    "parol", "lozink", "лозинк", "salasan", "senha", "contrase", "kennwort", "kupuhipa", "modpas",
    "pasahitz",  # (Basque's, `pasahitza`, a line's last word after its value: `… hori da pasahitza`)
    "clave",  # (Spanish's "key", a password or a PIN in the Americas: `…, la clave del …`)
    "kontrase",  # (Mapudungun's loan, `tañi kontraseña`, "my password")
)  # fmt: skip
# The password word by its shape: `password`, `pasword`, `paswot`, `passwort`, `heslo`/`гесло`,
# `hasło`, `şifre`, and the words above; Vietnamese's `mk` alone.
_PASSWORD_WORD = (
    r"(?<![^\W\d_])(?:p[a@]{1,2}s{1,2}[wv](?:[o0ɔ]{1,2}|u|ou|i)?r?[dt]|pas{1,2}ord|пар[оа]л|[гhх][еe]сл"
    r"|has[łl]|[şs]ifre|" + "|".join(_PASSWORD_NAMES) + r")[^\W\d_]*"
    r"|(?<=mot de )passe(?![^\W\d_])"  # (French's, its first words before it: `… comme mot de passe`)
    r"|(?<![^\W\d_])mk(?![^\W\d_])"  # (Vietnamese's short `mk`, `mật khẩu`: `… la mk moi`)
)
_PASSWORD_WORD_RE = re.compile(r"(?i:" + _PASSWORD_WORD + r")")
_VALUE_RE = re.compile(r"[!-~]{8,64}")
_SEPARATOR_END_RE = re.compile(r"[ \t]*(?:[:：=]|[ \t][\-—–])?[ \t]*\Z")
_CODE_LINE_RE = re.compile(r"[(){}<>]|^\s*(?:from|import|def|class|return|const|let|var)\s")
_WORD_RE = re.compile(r"[^\W\d_]+")


def _made_up(value: str) -> bool:
    return generator_shaped(value) or joined_phrase(value)


_NEAR = 6 * 25 + 70  # (five words of 24 characters, a separator and a value of 64)


def _password_words(text: str, low: str, near: int) -> Iterator[re.Match[str]]:
    """`_PASSWORD_WORD_RE`'s matches from `near` on, looked for only at the words holding one of
    its literal runs (Python's case-blind search of the whole text costs more)."""
    if len(low) != len(text):
        yield from _PASSWORD_WORD_RE.finditer(text, near)
        return
    starts: set[int] = set()
    for run in _PASSWORD_RUNS:
        at = low.find(run, near)
        while at >= 0:
            start = at
            while start > near and low[start - 1].isalpha():
                start -= 1
            starts.add(start)
            at = low.find(run, at + 1)
    for start in sorted(starts):
        if (m := _PASSWORD_WORD_RE.match(text, start)) is not None:
            yield m


# A few words after a comma that close the line, a word to the reader (`…, hol' it tight`,
# `…, nuh tell nobody`): the value closes the clause before them.
_AFTER_COMMA_RE = re.compile(r",[ \t]+(?:[^\W\d_][\w'’]{0,11}[ \t]*){1,4}[.!]?[ \t]*\Z")


def _after_word(text: str) -> Iterator[Span]:
    """The password word, up to five words (no colon among them), a separator or none, then a
    made-up value closing the line (or closing its clause, a few words after a comma)."""
    line_start = 0
    for line in text.split("\n"):
        line_start += len(line) + 1
        aside = _AFTER_COMMA_RE.search(line, max(0, len(line) - _ASIDE_REACH))
        for clause in (line, line[: aside.start()]) if aside else (line,):
            if _made_up(clause.rstrip(" \t.").rpartition(" ")[2]):
                # (the word is at most five words and a value before the line's end)
                yield from _word_then_value(line_start - len(line) - 1, clause)


_ASIDE_REACH = 64  # (how far back from a line's end its closing words are looked for)


def _word_then_value(offset: int, line: str) -> Iterator[Span]:
    near = max(0, len(line) - _NEAR)
    for m in _password_words(line, line.lower(), near):
        rest = line[m.end() :]
        stripped = rest.rstrip(" \t.")
        cut = max(stripped.rfind(" "), stripped.rfind("\t"))
        head, value = stripped[: max(cut, 0)], stripped[cut + 1 :]
        if cut < 0 or not _VALUE_RE.fullmatch(value) or value.endswith((",", ";", ":")):
            continue
        if not _made_up(value):
            continue
        separator = _SEPARATOR_END_RE.search(head)
        mid = head if separator is None else head[: separator.start()]
        said = mid.split()
        if (mid and not mid[0].isspace()) or len(said) > 5 or _CODE_LINE_RE.search(mid):
            continue
        if any(len(w) > 24 or ":" in w or "：" in w for w in said):
            continue
        if any(w.lower() in NAME_LABELS for w in _WORD_RE.findall(mid)):
            continue  # (the password *of a user* names the user)
        yield offset + m.end() + cut + 1, offset + m.end() + len(stripped), "password_assignment"


# The value, then `is the new … password` within six words.
_IS_THEN_LABEL_RE = re.compile(
    # (`to`: Polish's `… to nowe hasło`; Griko's and Greek's "is": `… ene to kenùrio password`)
    # (and Bermudian's and the Caribbean's "is" and "the": `… ees da new password fa da shed`)
    r"[ \t]+(?:is|was|=|will[ \t]+be|es|é|est|ist|è|to|ene|ine|einai|είναι|ees)[ \t]+"
    r"(?:(?:the|my|our|your|his|her|their|a|la|el|mi|a|o|le|das|il|to|da)[ \t]+)?"
    r"(?:[\w\-]+[ \t]+){0,5}?"
    # (or Spanish's, Portuguese's, French's, German's, Italian's: `… es la nueva clave del …`)
    r"(?i:pass(?:word|phrase|code)|pin|key|clave|contrase[ñn]a|senha|mot[ \t]+de[ \t]+passe"
    r"|passwort|kennwort|has[łl]o|heslo)(?![^\W\d_])"
)
_LAST_TOKEN_RE = re.compile(r"(?<!\S)[!-~]{12,64}\Z")
_CASES_AND_DIGITS_RE = re.compile(r"(?=.*[a-z])(?=.+[A-Z])(?=.*\d)[A-Za-z0-9]+")
# (a path, a URL or a mail address names a place, not a password; an `@` among random
# characters is a sign: `PD!*JXr%Mb@Mo%oy`)
_PLACE_RE = re.compile(r"[/\\]|^[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)*$|@[\w\-]+\.[A-Za-z]")


# What the label may name that is about passwords, not one (`… is the new password policy`).
_ABOUT_RE = re.compile(
    r"[ \t]+(?i:polic(?:y|ies)|rotation|manager|reset|hash(?:ing)?|page|rules?|job|requirements?"
    r"|field|length|strength|generator|expiry|change|form|prompt|screen|dialog)(?![^\W\d_])"
)


def _value_then_label(text: str) -> Iterator[Span]:
    for m in _IS_THEN_LABEL_RE.finditer(text):
        if _ABOUT_RE.match(text, m.end()):
            continue
        token = _LAST_TOKEN_RE.search(text, max(0, m.start() - 64), m.start())
        if token is None:
            continue
        value = token.group().rstrip(".,;:")
        # (all four classes, ten or more, say a password whatever its shape: `aili2009$Ljetzan`;
        # or small letters, capitals inside and digits, twelve or more: `CAPSULA59auxerrois`;
        # `PBKDF2-SHA512 is the new password hash` lacks small letters)
        # (or words joined with a number glued to the last: `majada-hogget1995`)
        if generator_shaped(value) or (
            has_classes(value, 3)
            and (
                (len(value) >= 10 and has_classes(value, 4) and not _PLACE_RE.search(value))
                or (len(value) >= 12 and _CASES_AND_DIGITS_RE.fullmatch(value) is not None)
            )
        ):
            yield token.start(), token.start() + len(value), "password_assignment"


# The value, then "is the new one" with no word for what it is (`IkKil19m~ es la nueva del
# servidor`, Belizean Kriol's `amth-nbph-6m4l-7tzj da di nyoo wan`): the value must read as a
# password by its own shape (`shaped.password_shaped`), or be random groups of four small letters
# and digits joined by dashes (`iPhone15 is the new one`, `v2.3.1` stay).
_NEW_ONE = (
    r"(?:is|was|es|era|é|est|ist|è|da)[ \t]+(?:(?:the|la|el|a|o|le|das|der|die|di|il|de|het)[ \t]+)?"
    r"(?:new[ \t]+one|nyoo[ \t]+wan|nuev[oa]|nov[oa]|nouvel(?:le)?|nouveau|neue|nuov[oa]|nieuwe)"
)
_NEW_ONE_RE = re.compile(
    # (a quote or a bracket around it is no part of it: `(\`iPhone15\` is the new one)`)
    r"(?<![^\s:,(\[\"'`])(?P<v>[^\s(\[{<\"'`][!-~]{7,63}?)[\"'`]?[.,]?[ \t]+(?i:"
    + _NEW_ONE
    + r")(?![^\W\d_])"
    # (the password's word after it: `Cholga94kg! es la nueva clave del galpón`)
    r"(?P<word>[ \t]+(?i:clave|contrase[ñn]a|senha|password|passwort|mot[ \t]+de[ \t]+passe|pin)"
    r"(?![^\W\d_]))?"
)
_GROUPS_RE = re.compile(r"(?=[a-z0-9\-]*[0-9])(?=[a-z0-9\-]*[a-z])" + even_groups((4,), 6))


def _new_one(text: str) -> Iterator[Span]:
    for m in _NEW_ONE_RE.finditer(text):
        value = m.group("v")
        named = m.group("word") is not None and reads_as_made_up(value)
        if password_shaped(value) or _GROUPS_RE.fullmatch(value) is not None or named:
            yield m.start("v"), m.end("v"), "password_assignment"


# A phrase's label: `passphrase`, `login phrase`, a key word joined to a phrase or sentence word
# (`lykilsetning`, `Schlüsselsatz`), perhaps a word after it (`disksins`), then the words.
_PHRASE_LABEL = (
    r"(?:(?:pass|login|access|vault|recovery|seed|backup|wallet|master"
    r"|unlock|secret|lykil|schl[üu]ssel|sleutel|n[øo]gle|nyckel|kulc|klucz|chave|clave"
    r"|p[řr][íi]stupov[áa])"  # (Slovak's and Czech's "access phrase": `prístupová fráza`)
    r"[ _\-]?(?:phrase|fras[ea]?|fraz[aeoė]?|fr[áa]z[aeuy]?|frāz[ea]|setning[^\W\d_]*|s[æa]tning[^\W\d_]*|satz"
    r"|zin|lause[^\W\d_]*|mondat[^\W\d_]*))"
)
# (a label of a few words naming a disk, a vault, a wallet, a backup or an encryption)
_PHRASE_HOLDER = re.compile(
    r"(?i)disk|disc|диск|drive|vault|wallet|backup|crypt|krypt|luks|bitlocker|seed|mnemon"
    r"|phrase|fras|fr[aá]z|frāz|setning|satz|sætning|zin(?![^\W\d_])|парольн|бэкап|бекап|кошел[её]к"
    r"|kaulisiri|rudufu|ສຳຮອງ"  # (Swahili's passphrase and backup copy, Lao's backup)
    r"|yedek|фраз|архив"  # (Turkish's backup; Bulgarian's phrase and archive)
    r"|cealkk"  # (Northern Sami's sentence: `beassansátnecealkka`, a passphrase)
)
_PHRASE_WORD_RE = re.compile(
    r"(?i)phrase|fras|fr[aá]z|frāz|setning|s[æa]tning|satz|zin(?![^\W\d_])|парольн[^\W\d_]*[ \t]+фраз"  # (`парольная фраза`)
    r"|secret[ \t]+words|tok[ \t]+hait"  # (the words a backup is opened by; Tok Pisin's "secret talk")
    r"|kaulisiri|ວະລີ"  # (Swahili's passphrase, "secret saying"; Lao's "phrase")
    r"|парола(?:та)?[ \t\-]фраз"  # (Bulgarian's `паролата-фраза`)
    r"|cealkk"  # (Northern Sami's sentence, `cealkka`)
)
# (or a phrase's word and, a short word or two after it, what it opens: `la frase del respaldo`,
# Tseltal's `te frase yu'un vault`)
_PHRASE_OF = (
    r"|(?:frase|phrase|fraza|frasa)[ \t]+(?:[a-z][a-z'’]{0,4}[ \t]+){0,2}"
    r"(?:respaldo|backup|recovery|recuperaci[óo]n|semilla|seed|vault|wallet|billetera|cartera"
    r"|contrase[ñn]a|senha|password|has[łl]a"  # (`frase contraseña`, `fraza hasła`)
    r"|clave(?:" + ANDEAN_ENDING + r")?)"  # (Quechua's endings glued on: `frase clavenqa`)
    r"|pasu[ \t]?fur[eē]e?zu"  # (Japanese's, romanised: `pasufureezu wa …`)
    # (Turkish's and Azerbaijani's "the password's phrase": `ana parola ifadesi …`)
    r"|(?:parola|[şs]ifre|parol)[ \t]+ifad[əe]si"
    # (Russian's "password phrase", "code phrase": `парольная фраза …`, `кодовая фраза …`)
    r"|(?:парольн|кодов)(?:ая|ую|ой)[ \t]+фраз[аеуы]"
)
_PHRASE_RE = re.compile(
    r"(?i:"
    + _PHRASE_LABEL
    + _PHRASE_OF
    # (what it opens after it: `fraza hasła do KeePassa …`)
    + r")(?:[ \t]+(?i:do|dla|for|f[üu]r|til|pour|para|per|to)[ \t]+[A-Za-z][\w\-]{1,20})?"
    r"(?:(?:[ \t]+[^\W\d_]{2,20}){1,2}[ \t]*[:：]|[ \t]*[:：]?)"
    # (a short "is" of any language, `… mu …`, or up to four short words, Khasi's `jong nga ka long`,
    # "of mine is")
    r"(?:[ \t]+[a-z][a-z'’]{0,3}){0,4}[ \t]+"
    # (words joined by a space or an underscore, `ceniza_frailejon_quesillo_condor`; one or two
    # short particles may close the line: `… tapovan mu`, Kabuverdianu's `… le ti`)
    r"(?P<v>[a-z]{3,12}(?:(?P<j>[ _])[a-z]{3,12})(?:(?P=j)[a-z]{3,12}){2,6})"
    r"(?:[ ][a-z]{1,3}){0,2}[ \t]*(?:[.!]?[ \t]*$|[.!](?=[ \t]))",
    re.MULTILINE,
)
_LABELLED_PHRASE_RE = re.compile(
    r"^[ \t]*(?P<label>[^\W\d_][^\n:：|\x1f]{0,50}?)[ \t]*(?:[:：]|[ \t]\||\x1f)[ \t]*"
    r"(?P<v>[a-z]{3,12}(?:[ ][a-z]{3,12}){3,11})[ \t.]*$",
    re.MULTILINE,
)


def _no_prose(value: str) -> bool:
    return not any(w in PROSE_WORDS or w in NAME_LABELS for w in value.split())


def _phrases(text: str, *, phrase: bool) -> Iterator[Span]:
    for m in _PHRASE_RE.finditer(text) if phrase else ():
        if _no_prose(m.group("v")):
            yield m.start("v"), m.end("v"), "password_assignment"
    for m in _LABELLED_PHRASE_RE.finditer(text):
        label = m.group("label")
        phrase_word = _PHRASE_WORD_RE.search(label) is not None
        enough = 4 if phrase_word else 5  # (`frasa …:` four words; else five)
        # (a phrase's word may come first and what it opens after: `frase maestra del KeePass
        # de la radio:`, seven words)
        if len(m.group("v").split()) < enough or len(label.split()) > (8 if phrase_word else 5):
            continue
        if _PHRASE_HOLDER.search(label) and _no_prose(m.group("v")):
            yield m.start("v"), m.end("v"), "password_assignment"


# A card's code: a *security number* compound of any language, perhaps `on the back of the card`
# after it, then three or four digits.
_SECURITY_NUMBER_RE = re.compile(
    r"(?i:(?<![^\W\d_])(?:[^\W\d_]*(?:secur|sicher|sikker|s[äa]ker|öryggi|veilig|segur|sécur"
    r"|bezpiec|turva|güven|безопас|secret|geheim|sigur)[^\W\d_]*[ \t\-]?"
    r"(?:n[uúüo]m[bm]?[eéa]r[^\W\d_]*|no\.?|nr\.?|номер)"
    r"|[^\W\d_]*(?:secur|sicher|sikker|s[äa]ker|öryggi|veilig)[^\W\d_]*n[uúü]m+er[^\W\d_]*))"
    r"(?:[ \t]+[^\s\d:：]{1,20}){0,6}?[ \t]*[:：\-—–]?[ \t]*\Z"
)
# `namba ya <what> (ya <what>)…: 211673`: what it numbers, unless it is no secret.
_BANTU_NUMBER_RE = re.compile(
    r"(?i:(?<![^\W\d_])(?:namba|nambari|nomboro|nambala|nombolo|nomba)[ \t]+"
    r"(?:ya|wa|la|za|cha|ye|yo|ra|ka)[ \t]+(?P<what>[^\W\d_]+)"
    r"(?:[ \t]+[^\W\d_]{1,20}){0,4}?)[ \t]*[:：\-—–=][ \t]*\Z"
)
_NUMBERED_NOT_SECRET = words(
    """
    simu phone mobile account akaunti oda order tiketi ticket nyumba house gari car ukurasa page
    risiti receipt ankara invoice kiti seat chumba room ndege flight usajili registration mstari
    line kitambulisho id posta postal zip barabara road basi bus treni train kadi mteja customer
    malipo payment muamala transaction agizo bidhaa product
    """
)


# A run of digits (what each finder below reads back from), and the clause it closes.
_DIGITS_RE = re.compile(r"\d(?<![\d\-/.,:]\d)\d{1,7}(?![\d\-/.,:]?\d)")
_CLAUSE_END_RE = re.compile(r"[ \t]*(?:[.,;!)]|$)", re.MULTILINE)


def _numbers(text: str, m: re.Match[str], before: str) -> Iterator[Span]:
    closes = _CLAUSE_END_RE.match(text, m.end()) is not None
    if 3 <= len(m.group()) <= 4 and closes and _SECURITY_NUMBER_RE.search(before):
        yield m.start(), m.end(), "card_security_code"
    said = _BANTU_NUMBER_RE.search(before) if len(m.group()) >= 4 else None
    if said is not None and said.group("what").lower() not in _NUMBERED_NOT_SECRET:
        yield m.start(), m.end(), "pin"


# A word and a number said apart, closing the clause: `… dzhomba na thuutha 7152`, `… kaurma and
# 1296 at the end`, `… wortu dzhomba nanga 6997 baka en`: the word, one to three short words of
# any language joining them, two to six digits, a short tail.
# (a pause written as an ellipsis after the word: `senha… carnauba… e o número 9302`)
_SPELLED_RE = re.compile(
    r"(?<![^\W\d_])(?P<w>[a-z][a-z\-]{2,15})(?:…|\.{3})?[ \t]+(?:[^\W\d_]{1,8}[ \t]+){1,3}?\Z"
)
# (a closing quote may end the clause: `… e o número 9302'`)
_TAIL_RE = re.compile(
    r"(?![\w\-/%:]|[.,]\d)(?P<tail>(?:[ \t]+[^\W\d_]{1,8}){0,3})[ \t]*"
    r"(?=[.!;,)'\"’”»]|\n|\Z)"
)
_CLAUSE_START_RE = re.compile(r"[.!?;:\n—–]|\s-\s")
# (a clause that ends in `it's` or `is`: the word is what the thing is; perhaps what kind of
# word it is between: `it's the village name pfutsero and 2182 at the end`)
_IS_RE = re.compile(
    r"(?i:(?<![^\W\d_])(?:it['’]?s|it is|is|was|es|era))"  # (and Spanish's: `parce es …`)
    r"(?:[ \t]+(?i:the|my|our)(?:[ \t]+[^\W\d_]{2,12}){0,2}?(?:[ \t]+(?i:name|word))?)?"
    r"[ \t]+\Z"  # (the span then starts at the kind's word: `village name pfutsero and 2182`)
)
_END_TAILS = frozenset(
    {"at the end", "on the end", "after it", "afterwards", "at the back", "tacked on", "appended"}
    | {"al final", "al último", "al ultimo", "atrás", "detrás"}  # (Spanish's)
)
_END_TAIL_START_RE = re.compile(
    r"[ \t]+(?i:at|on|after|afterwards|tacked|appended|al|atrás|detrás)(?![^\W\d_])"
)
_PROSE_SAID = PROSE_WORDS | NAME_LABELS
_UNITS = words(
    """
    ms s sec secs seconds minutes mins min hours days years kb mb gb px times rows items users
    percent per pct degrees
    """
)
# (the words that join a word to its number, in the languages it is dictated in: `… and the number
# …`, `… e o número …`, `… y el …`; the Caribbean Creoles' `an den`)
_JOINS = words("and then plus with the number e y et und i o a el la le il der das an den")
_SAID_BETWEEN_RE = re.compile(r"[^\W\d_]{1,}(?![\w'’])|[:：=—–…]|\.{3}|\s-\s")


def _spelled(text: str, digits: re.Match[str], line: str, *, password: bool) -> Iterator[Span]:
    if not 3 <= len(digits.group()) <= 6 or not line[-1:].isspace():
        return
    if (
        not password
        and not _END_TAIL_START_RE.match(text, digits.end())
        and _CLAUSE_START_RE.split(line[-100:])[-1].isascii()
    ):
        return  # (no password word, no other language, no tail: nothing to read)
    end = _TAIL_RE.match(text, digits.end())
    if end is None:
        return
    tail = end.group("tail")
    clause = _CLAUSE_START_RE.split(line)[-1]
    if not (password or not clause.isascii() or " ".join(tail.split()).lower() in _END_TAILS):
        return
    m = _SPELLED_RE.search(line, max(0, len(line) - 64))
    if m is None or m.group("w") in _PROSE_SAID:
        return
    before = line[max(0, m.start() - 80) : m.start()]
    if not 0 < len(before.split()) <= 8 or (
        len(tail.split()) == 1 and tail.strip() not in _END_TAILS
    ):
        return  # (one word after a number is what it counts: `90 días`, `61 percent`)
    label = _PASSWORD_WORD_RE.search(before)
    if label is not None:
        between = before[label.end() :]
        joined = line[m.end("w") :].lower().split()  # (`na`, `nanga`, `and`: no other prose)
        ok = (
            _SAID_BETWEEN_RE.search(between) is not None  # (`… is`, `…:`: not the next word)
            and len(between.split()) <= 4
            and "(" not in between
            and not _UNITS.intersection(tail.lower().split())
            and not any(w in PROSE_WORDS and w not in _JOINS for w in joined)
        )
    elif _IS_RE.search(before):
        ok = " ".join(tail.split()).lower() in _END_TAILS
    else:  # (a label of another language, none of its words English: `Kiugo kĩa hitho nĩ`)
        clause = _CLAUSE_START_RE.split(before)[-1].split()
        ok = (
            len(clause) >= 2
            # (a comma right before: a clause of its own, `Mano kortelė, kurios pabaiga 4821`)
            and not before.rstrip().endswith(",")
            and any(not w.isascii() for w in clause)
            and not any(w.lower() in PROSE_WORDS for w in clause + m.group().split())
        )
    if ok:
        yield digits.start() - len(line) + m.start(), digits.end(), "password_assignment"


# Literal runs each finder's match holds, looked for in the text lower-cased (cheaper than any
# pattern): the password word, a phrase word, a phrase's holder, a security or a Bantu number.
_PASSWORD_RUNS: tuple[str, ...] = (
    "pas", "p@s", "aas", "a@s", "@as", "@@s", "pav", "paav", "пар", "esl", "есл", "hasł", "hasl",
    "ifre", "mk", *_PASSWORD_NAMES,
)  # fmt: skip
_PHRASE_RUNS: tuple[str, ...] = (
    "phrase",
    "fras",
    "fraz",
    "frāz",
    "setning",
    "sætning",
    "satning",
    "satz",
    "zin",
)
_PHRASE_RUNS += ("lause", "mondat", "парольн", "kaulisiri", "ວະລີ", "fráz")
_PHRASE_RUNS += ("cealkk", "fureez", "furēz", "ifad", "кодов")
_HOLDER_RUNS: tuple[str, ...] = (
    "disk",
    "disc",
    "диск",
    "drive",
    "vault",
    "wallet",
    "backup",
    "crypt",
    "krypt",
)
_HOLDER_RUNS += ("luks", "bitlocker", "seed", "mnemon", "бэкап", "бекап", "rudufu", "ສຳຮອງ")
_HOLDER_RUNS += ("yedek", "фраз", "архив")
_HOLDER_RUNS += _PHRASE_RUNS
_SECURITY_RUNS: tuple[str, ...] = (
    "secur",
    "sicher",
    "sikker",
    "säker",
    "saker",
    "öryggi",
    "veilig",
    "segur",
)
_SECURITY_RUNS += ("sécur", "bezpiec", "turva", "güven", "безопас", "secret", "geheim", "sigur")


def _run_set() -> re2.Set:
    """One RE2 pass over the text lower-cased tells which kinds of run it holds."""
    options = re2.Options()
    runs = re2.Set.SearchSet(options)
    for kind in (_PASSWORD_RUNS, _PHRASE_RUNS, _HOLDER_RUNS, _SECURITY_RUNS, ("namb", "nomb")):
        runs.Add("|".join(re.escape(run) for run in kind).encode())
    runs.Compile()
    return runs


_RUNS = _run_set()
_PASSWORD, _PHRASE, _HOLDER, _SECURITY, _BANTU = range(5)


# A word and a number run together, then said so: `it's garbure2146, the word and the digits
# together`, `khinkal6734, word and digits stuck together`, `maut1189, the herd word and the
# brigade number run together` (a spelled-out password explained).
_EXPLAINED_RE = re.compile(
    r"(?<![\w\-])(?P<v>[^\W\d_]{3,20}\d{2,6}|\d{2,6}[^\W\d_]{3,20})[,;:]?[ \t]+(?:the[ \t]+)?"
    # (the word by what it is: `the breed and the number stuck together`)
    # (in the Romance languages too: `cagarro3054, palavra e números juntos`)
    r"(?:[^\W\d_]{3,12}[ \t]+){0,2}(?i:and|plus|then|e|y|et)[ \t]+"
    r"(?:the[ \t]+|os[ \t]+|los[ \t]+|les[ \t]+)?"
    r"(?:[^\W\d_]{3,12}[ \t]+)?"
    r"(?i:digits|numbers?|year|n[úu]meros?|d[íi]gitos?|chiffres|ano|año)"
    r"[ \t,]+(?i:(?:run|stuck|written|glued|joined|typed|put)[ \t]+)?(?i:together|as[ \t]+one"
    r"|glued|joined|stuck|one[ \t]+(?:string|word)|in[ \t]+one|no[ \t]+space"
    r"|junt[oa]s|juntinhos|pegad[oa]s|colad[oa]s|ensemble|coll[ée]s)(?![^\W\d_])"
    # (or "one word" first: `lungta307, one word, the digits stuck to it`)
    r"|(?<![\w\-])(?P<w>[^\W\d_]{3,20}\d{2,6})[,;:]?[ \t]+(?i:one[ \t]+word),?[ \t]+(?:the[ \t]+)?"
    r"(?i:digits|numbers?|year)[ \t]+(?i:stuck|glued|joined|attached|run)"
    # (or said to be one token: `it's giewont432, it's all one token`)
    r"|(?<![\w\-])(?P<t>[^\W\d_]{3,20}\d{2,6}),[ \t]+(?i:it['’]?s[ \t]+|that['’]?s[ \t]+)?"
    r"(?:(?i:all[ \t]+)?(?i:one[ \t]+(?:token|string|word))"
    # (Italian's and Sicilian's "all attached": `scrivi caponata3038, tuttu attaccatu`)
    r"|(?i:tutt[ou][ \t]+(?:attaccat[oua]|unit[oa]|insieme)))(?![^\W\d_])"
)  # (or `korarima5406: word plus number, one string`, `churchkhela2829: word and number glued`)


_THEN_LABEL_WORDS = ("pass", "pin", "key", "clave", "contrase", "senha", "wort", "hasło", "haslo")


def _find(text: str) -> Iterator[Span]:
    low = text.lower()
    said = frozenset(_RUNS.Match(low.encode()) or ())
    if password := _PASSWORD in said:
        yield from _after_word(text)
    if any(word in low for word in _THEN_LABEL_WORDS):
        yield from _value_then_label(text)
    if password:
        yield from _value_before_word(text)
    phrase = _PHRASE in said
    if phrase or (_HOLDER in said and ("：" in text or ":" in text)):
        yield from _phrases(text, phrase=phrase)
    numbered = _SECURITY in said or _BANTU in said
    for digits in _DIGITS_RE.finditer(text):
        start = digits.start()
        floor = max(0, start - 200)
        line = text[text.rfind("\n", floor, start) + 1 or floor : start]
        if numbered:
            yield from _numbers(text, digits, line)
        yield from _spelled(text, digits, line, password=password)


def _ci(*stems: str) -> str:
    """`stems` as an ASCII pattern blind to case without the `i` flag (so the first look reads
    it beyond ASCII too, with each other character as `\x01`)."""
    return "|".join(
        "".join(f"[{c.upper()}{c}]" if c.isalpha() else re.escape(c) for c in stem)
        for stem in stems
    )


# What each finder's match holds (ASCII; beyond it each other character reads as `\x01`): a
# password word (`\x01\x01` for those of other scripts), a phrase word or a holder's, a security
# or a Bantu number's word.
_PASSWORD_STEMS = _ci("pas", "paa", "pa@", "p@", "hesl", "hasl", "has\x01", "ifre")
_PASSWORD_STEMS += "|" + _ci(*(name for name in _PASSWORD_NAMES if name.isascii()))
_PASSWORD_STEMS += "|\x01\x01"
_PASSWORD_STEMS += "|" + _ci("mk")
_PHRASE_STEMS = (
    _ci("disk", "disc", "drive", "vault", "wallet", "backup", "crypt", "krypt", "luks", "bitlocker")
    + "|"
    + _ci("seed", "mnemon", "phrase", "fras", "fraz", "setning", "satning", "satz", "zin")
)
_PHRASE_STEMS += "|" + _ci("lause", "mondat", "fr\x01z", "s\x01tn", "kaulisiri", "rudufu", "yedek")
_PHRASE_STEMS += "|" + _ci("cealkk", "fureez", "fur\x01ez", "ifad")
_PHRASE_STEMS += "|\x01\x01\x01\x01"
_SECURITY_STEMS = _ci("secur", "sicher", "sikker", "saker", "veilig", "segur", "bezpiec", "turva")
_SECURITY_STEMS += "|" + _ci("secret", "geheim", "sigur", "s\x01ker", "\x01ryggi", "s\x01cur")
_SECURITY_STEMS += "|" + _ci("g\x01ven") + "|\x01\x01\x01"
# (a word, one to three short words, two digits or more)
_SAID = r"[a-z]{3}(?:\x01|\.{3})?[ \t]+(?:[A-Za-z\x01]{1,8}[ \t]+){1,3}[0-9]{2,6}"  # (`…`: a pause)
_GATE = re.compile(
    # (a password word, then a made-up value closing the line, or a word and a number; a few
    # words after a comma may close it: `…, hol' it tight`)
    r"(?:" + _PASSWORD_STEMS + r")[^\n]*(?:[ \t][!-~]*(?:[A-Za-z][!-~]*[0-9!#$%&*+=?@^~]"
    r"|[0-9!#$%&*+=?@^~][!-~]*[A-Za-z]|[a-z][.\-][a-z])[!-~]*"
    r"(?:,(?:[ \t]+[A-Za-z'\x01]{1,12}){1,4})?[ \t.!]*$|" + _SAID + r")"
    # (a value, then `is … password`; or a few short words and the password word ending the line)
    r"|[!-~]{12}[ \t]+(?:is|was|=|will|es|est|ist|to|ene|ine|einai|\x01)[ \t][^\n]*(?:"
    + _ci("pass", "pin", "key", "clave", "contrase", "senha", "wort", "has\x01o", "haslo")
    + r")"
    r"|[0-9][!-~]*(?:[ \t]+[^\s0-9]{1,8}){1,4}(?:[ \t]+|-)(?:" + _PASSWORD_STEMS + r")[^\n]{0,120}$"
    # (a phrase's label or holder, then small words)
    r"|(?:" + _PHRASE_STEMS + r")[^\n]*[ \t][a-z]{3,12}(?:(?: [a-z]{3,12}){3}|(?:_[a-z]{3,12}){3})"
    # (a security number's word, then digits; a Bantu number's)
    r"|(?:" + _SECURITY_STEMS + r")[^\n]*[0-9]{3}|(?:" + _ci("namb", "nomb") + r")[^\n]*[0-9]{4}"
    # (a word and a number said in another language, or with a tail saying where it goes)
    r"|\x01[^\n]*"
    + _SAID
    + "|"
    + _SAID
    + r"[ \t]+(?:"
    + _ci("at", "on", "after", "tack", "append", "al ", "atr\x01s", "detr\x01s")
    + r")",
    re.MULTILINE,
)


# The value first, one to four short words of any language, then the password word closing the
# line, perhaps one word after it: `kaiko.lae.20 ang ilagay mo sa password` (Tagalog: "… is what
# you put as the password"), `sebkha-azalai585 no password taaji`. The value must read as a
# password (small letters, two digits or more, a third class: `INC-20441` is a ticket's) and the
# words be no English clause of its own (`run backup2024 and then reset the password`).
_BEFORE_WORD_RE = re.compile(
    r"(?<![^\s:,(`'\"])(?P<v>[A-Za-z0-9!#$%&*+?@^~][^\s'\"`()\[\]{}<>]{5,39}?)[`'\"]?[.,]?(?P<mid>(?:[ \t]+[—–])?(?:[ \t]+[^\W\d_]{1,8}['’]?){1,4})"
    r"(?:[ \t]+|-)"  # (a prefix glued by a dash: Inuktun's `ni-password`)
    # (then what it is for, in as many as six words: `… passorde te Picarro'n`, `… password o te
    # komupiuta i te ofisi`)
    r"(?i:"
    + _PASSWORD_WORD
    # (perhaps a clause after a comma: `…, kauaka e kōrero atu`, "don't tell anyone")
    + r")(?P<after>(?:[ \t]+['’ʻ]?[^\W\d_][\w'’]{0,14}){0,6}?)[ \t]*(?:[.!]|,[^\n,]{1,40})?[ \t]*$",
    re.MULTILINE,
)
_VERSION_IN_RE = re.compile(r"\d\.\d")
_CLAUSE_WORDS = words(
    """
    and or then to for of with from by reset change changed update updated set new old your
    my the our their his her its this that forgot forget need needs use uses enter type
    about in on at via after before without than like into
    is was are has have had got gets get want wants ask asks
    """
)


# A copula said before the password word: Greek's "is the" in Latin letters, Pontic's too
# (`… en to kainour' password`, "… is the new password": `to` is its article, no English
# clause's), and Finnic's and Russian's "is", no article (`… on uusi salasana`, `… — это новый
# пароль`).
_COPULA_FIRST_RE = re.compile(
    r"[ \t]+(?i:en|einai|ine|εν|είναι)[ \t]+(?i:to|o|i|το|ο|η)(?![^\W\d_])"
    r"|(?:[ \t]+[—–])?[ \t]+(?i:on|это)(?![^\W\d_])"
)


def _value_before_word(text: str) -> Iterator[Span]:
    for m in _BEFORE_WORD_RE.finditer(text):
        value = m.group("v")
        mid = m.group("mid")
        if (copula := _COPULA_FIRST_RE.match(mid)) is not None:
            mid = mid[copula.end() :]
        if any(w.lower().rstrip("'’") in _CLAUSE_WORDS for w in mid.split()):
            continue
        if next(iter(m.group("after").lower().split()), "") in NOT_MODIFIERS:
            continue  # (`… as password managers`: about passwords)
        third = any(c.isupper() or not c.isalnum() for c in value)  # (`svc-weigh`: no digits)
        lower = any(c.islower() for c in value)
        if _VERSION_IN_RE.search(value) or _PLACE_RE.search(value):
            continue  # (`node-v18.2 wants password`: a version; a path, a mail address)
        # (or a generator's shape, digits or none: `PD!*JXr%Mb@Mo%oy, koia te kupuhipa hōu`; or
        # capitals, digits and a sign: `KOROR?1798 a password er a kiosk`)
        # (or set off by a dash, explained after it: `adweneasa3675 — o ye wifi password ye`)
        dashed = m.group("mid").lstrip(" \t")[:1] in ("—", "–")
        if ((lower and third) or has_classes(value, 3) or dashed) and reads_as_made_up(value):
            yield m.start("v"), m.end("v"), "password_assignment"


_NAMED_VERSION_RE = re.compile(r"[A-Za-z][\w\-]*?[\-_ ]?v?\d+(?:\.\d+)+")


def _explained(text: str) -> Iterator[Span]:
    for m in _EXPLAINED_RE.finditer(text):
        group = next(g for g in ("v", "w", "t") if m.group(g) is not None)
        yield m.start(group), m.end(group), "password_assignment"
    for m in _WHAT_IT_HAS_RE.finditer(text):
        group = next(g for g in ("v", "w", "x", "y", "z", "u", "s", "r") if m.group(g) is not None)
        if group in "us" and _NAMED_VERSION_RE.fullmatch(m.group(group)):
            continue  # (`version-2.0 is what the team wants`: a release)
        # (typed where it goes, "the new one": letters alone may be a generator's, both cases
        # switching three times, `vbhjUEgrfbvxQR`)
        handed = group == "x" and random_letters(m.group(group), switches=3)
        if reads_as_made_up(m.group(group)) or handed:
            yield m.start(group), m.end(group), "password_assignment"


# A value to try, then what a machine has now: `try !nSoQeJvtpHl*SKD, that's what the Loma has
# now`, `use 8t5vqf-gnulwa-ih9lnm, that's what the Peplink has now` (it reads as a password).
_WHAT_IT_HAS_RE = re.compile(
    r"(?i:\b(?:try|use))[ \t]+(?P<v>[^\s,]{8,64}),[ \t]+(?i:that['’]?s[ \t]+what[ \t]+the)[ \t]+"
    r"[\w\-]{2,30}[ \t]+(?i:has|uses|takes|wants|accepts)\b"
    # (Danish and Norwegian: `brug …, det er den ACU'en har nu`, `bruk …, det er det routeren har`)
    r"|(?i:\b(?:brug|bruk|prøv|prov|testa|pröva|använd))[ \t]+(?P<w>[^\s,]{8,64}),[ \t]+"
    r"(?i:det[ \t]+er|det[ \t]+är|det[ \t]+e)[ \t]+(?i:den|det|de|d)[ \t]+(?:(?i:som)[ \t]+)?"
    r"[\w'’\-]{2,30}[ \t]+(?i:har|bruger|bruker|använder|tar|vil|vill)\b"
    # (or typed where it goes, then "that's the new one": `type … at the galley login, that's the
    # new one`; in Cebuano and Tagalog, "use the …, that's the new one": `gamita ang …, mao na ang
    # bag-o`, `gamitin mo yung …, yan na ang bago`)
    # (and in Portuguese, "it's the new one", "it's the till's": `digita … e aperta enter, é a do
    # caixa`, `usa … no login da lancha, é a nova`)
    r"|(?i:\b(?:type|enter|use|try|gamita|gamiton|gamitin|ilagay|i-?type|digita|digite|usa|coloca"
    r"|bota)"
    r"(?:[ \t]+(?:mo|nimo))?(?:[ \t]+(?:ang|an|yung|ung|kini|ito))?)[ \t]+"
    r"(?P<x>[^\s,]{8,64})[^\n,]{0,60},[ \t]+"
    r"(?i:that['’]?s[ \t]+the[ \t]+new[ \t]+one"
    r"|(?:mao|kini|kana|yan|ito|iyan|yun)[ \t]+na[ \t]+(?:ang|an|yung|ung)[ \t]+bag-?o(?:ng)?"
    r"|[ée][ \t]+(?:a[ \t]+(?:nova|do|da)|o[ \t]+(?:novo|do|da)))\b"
    # (Spanish: `usa …, eso tiene ahora el Mikrotik`, `prueba …, es lo que tiene el router`)
    r"|(?i:\b(?:usa|use|prueba|pon|mete))[ \t]+(?P<y>[^\s,]{8,64}),[ \t]+"
    r"(?i:(?:eso|es[ \t]+lo[ \t]+que)[ \t]+tiene)[ \t]+(?i:ahora[ \t]+)?(?i:el|la)[ \t]+[\w\-]{2,30}"
    # (or the value first: `Romney29.0mic! is what the Stanley office laptop wants now`)
    r"|(?<![^\s:,(])(?P<u>[^\s,]{8,64})[ \t]+(?i:is[ \t]+what[ \t]+the)[ \t]+"
    r"(?:[\w'’\-]{2,30}[ \t]+){0,4}?(?i:wants|has|takes|uses|accepts|needs)\b"
    # (or what someone set on it: `YD3Qn9hbactwF is what I set for the board-hire iPad`)
    r"|(?<![^\s:,(])(?P<s>[^\s,]{8,64})[ \t]+(?i:is[ \t]+what[ \t]+(?:I|we|he|she|they)[ \t]+"
    r"(?:set|put|chose|picked|made)[ \t]+(?:for|on|as)[ \t]+(?:the|my|our|your)?)\b"
    # (Russian: `ставь …, на весовой теперь такой`, "put …, the weighbridge has such now")
    r"|(?i:(?<![^\W\d_])(?:ставь|поставь|вводи|введи|набирай|набери))[ \t]+(?P<z>[^\s,]{8,64}),"
    r"[^\n,]{0,40}?(?i:теперь|сейчас)[ \t]+(?i:такой|такая|такое|этот|эта|он|она)(?![^\W\d_])"
    # (or the value first, then "that's what he set for the router" in the South Slavic languages
    # and Polish: `rogac4561, to mi je stavio za ruter`, `…, to je postavila na laptop`)
    # (and Spanish's and Norwegian's: `…, eso le puse al router`, `… — det er det eg sette på
    # ruteren`)
    # (the pronoun may be left out after a dash: `EkskavatorShana523 — поставила на роутер`)
    r"|(?<![^\s:,(])(?P<r>[^\s,]{8,64})(?:,|[ \t]+[—–])[ \t]+"
    r"(?:(?i:to|ovo|toto|tohle|это|то|eso|esa|esto|esta|det)[ \t]+)?"
    r"(?:[^\W\d_]{1,6}[ \t]+){0,3}?(?i:(?:po|na|u)?stavi[oal]|namjesti[oal]|nastavi[lt][ao]?"
    # (and Ukrainian's: `…, то я поставив на роутер`)
    r"|ustawi[łl][ao]?|поставил[ао]?|установил[ао]?|постави(?:в|ла)|встанови(?:в|ла)"
    r"|pus(?:e|iste|o|imos|ieron)|sette|satte|sett|la[ \t]+inn)"
    r"[ \t]+(?i:za|na|dla|pro|для|на|al|a|en|para|på|p[aå]|til)[ \t]+"
    r"[\w\-]{2,30}"
)
# The value first in Japanese, its particle glued to it, then the password word within a few
# characters (`…がキオスクの新しいパスワードです`, "… is the kiosk's new password").
_BEFORE_CJK_WORD_RE = re.compile(
    r"(?<![!-~])(?P<v>[!-~]{6,40}?)(?:が|は|こそ)[^\n!-~]{0,20}?(?:パスワード|暗証番号|合言葉)"
    r"(?=です|だ|よ|[。！!、\s]|$)"  # (the sentence ends on it: not `…パスワード管理`)
)


def _value_before_cjk_word(text: str) -> Iterator[Span]:
    for m in _BEFORE_CJK_WORD_RE.finditer(text):
        if reads_as_made_up(m.group("v")):
            yield m.start("v"), m.end("v"), "password_assignment"


# A value that now opens something (`chaguaramas.bouyon.2023 now opens the Hach`, `… unlocks the
# tablet`): a made-up value, read as a password (a version opens nothing).
_OPENS_RE = re.compile(
    r"(?<![^\s:,(])(?P<v>[^\s,'\"`]{8,64})[ \t]+(?:(?i:now|also|still)[ \t]+)?"
    r"(?i:opens|unlocks)[ \t]+(?i:the|my|our|your)[ \t]+[\w\-]"
)


# Or the machine first, then what opens it (`the accountant's laptop now opens with SHUW5762$`):
# a machine's word (`spoken.ACCOUNT`), at most three words, "opens" or "unlocks" with the value.
_OPENS_WITH_RE = re.compile(
    r"(?<![^\W\d_])" + ACCOUNT + r"(?![^\W\d_])(?:[ \t]+[^\W\d_]{1,12}){0,3}?[ \t]+"
    r"(?i:opens|unlocks)[ \t]+(?i:with|using)[ \t]+"
    r"(?P<v>[^\s'\"`,;()]{6,64}?)[.,;!?)]?(?=[ \t]|\n|\Z)"
)


def _opens(text: str) -> Iterator[Span]:
    for m in _OPENS_WITH_RE.finditer(text):
        if reads_as_made_up(m.group("v")):
            yield m.start("v"), m.end("v"), "password_assignment"
    for m in _OPENS_RE.finditer(text):
        value = m.group("v").rstrip(".")
        if _VERSION_IN_RE.search(value) or _PLACE_RE.search(value):
            continue
        if not any(c.isdigit() for c in value):
            continue  # (`Ctrl+Shift+A opens the palette`: a key's chord)
        if _made_up(value) or reads_as_password(value, classes=3):
            yield m.start("v"), m.start("v") + len(value), "password_assignment"


# A value handed over to be kept, no word for what it is: `vllt merkst du dir das:
# STURMFLUT~9656`, `remember this: …`, `garde ça : …`, `denc ma lii: …` (three kinds of
# character, or a generator's shape).
_KEEP_THIS = (
    r"remember[ \t]+this|keep[ \t]+this|save[ \t]+this|note[ \t]+this(?:[ \t]+down)?"
    r"|merk(?:st)?[ \t]+(?:du[ \t]+)?dir[ \t]+(?:das|dat)|heb[ \t]+dat[ \t]+op|speicher[ \t]+das"
    r"|garde[ \t]+(?:ça|ca)|retiens[ \t]+(?:ça|ca)|note[ \t]+(?:ça|ca)"
    r"|guarda(?:[ \t]+(?:esto|isso|isto|questo))|apunta[ \t]+esto|anota[ \t]+(?:esto|isso|isto)"
    r"|recuerda[ \t]+esto|onthoud[ \t]+dit|bewaar[ \t]+dit|denc[ \t]+ma[ \t]+lii"
)
_KEEP_THIS_RE = re.compile(
    r"(?i:(?<![^\W\d_])(?:"
    + _KEEP_THIS
    + r")(?:[ \t]+(?:for[ \t]+me|für[ \t]+mich|pour[ \t]+moi))?)"
    r"[ \t]*[:：\-—–][ \t]*(?P<v>[^\s,'\"`]{6,64}?)[.,;!?)]?(?=[ \t]|\n|\Z)"
)


def _kept(text: str) -> Iterator[Span]:
    for m in _KEEP_THIS_RE.finditer(text):
        value = m.group("v")
        if _VERSION_IN_RE.search(value) or _PLACE_RE.search(value):
            continue
        if has_classes(value, 3) or generator_shaped(value):
            yield m.start("v"), m.end("v"), "password_assignment"


# A value summed up after its parts were said, closing the line: `gajeta with a small first letter
# and 6949 at the end, so gajeta6949` (a word and a number both said before it, joined).
_SUMMED_UP_RE = re.compile(
    r"(?i:(?<![^\W\d_])(?:so|i\.e\.|that[ \t]+is|meaning|thus|dakle|znači|also|donc|quindi"
    r"|entonces|então|dus|alltså|eli))[ \t,:]+(?P<v>(?P<w>[^\W\d_]{3,20})(?P<d>\d{2,8})[^\s\w]?)"
    r"(?=[ \t]*[.,;!)]?[ \t]*(?:\n|\Z))"
)


def _summed_up(text: str) -> Iterator[Span]:
    for m in _SUMMED_UP_RE.finditer(text):
        before = text[: m.start()]
        word = re.compile(r"(?<![^\W\d_])" + re.escape(m.group("w")) + r"(?![^\W\d_])", re.I)
        digits = re.compile(r"(?<!\d)" + m.group("d") + r"(?!\d)")
        if word.search(before) and digits.search(before):
            yield m.start("v"), m.end("v"), "password_assignment"


FAMILIES = (
    Family("password_words", _GATE, _find),
    Family(
        "summed_up_value",
        re.compile(
            r"(?i:so|i\.e\.|that[ \t]+is|meaning|thus|dakle|zna\x01i|znači|also|donc|quindi"
            r"|entonces|ent\x01o|então|dus|allts\x01|alltså|eli)[ \t,:]"
        ),
        _summed_up,
        needs_digit=True,
    ),
    Family(
        "kept_value",
        re.compile(
            r"(?i:remember|keep|save|note|merk|heb|speicher|garde|retiens|guarda|apunta"
            r"|anota|recuerda|onthoud|bewaar|denc)"
        ),
        _kept,
    ),
    Family("opening_value", re.compile(r"(?i:opens|unlocks)[ \t]"), _opens),
    Family("new_one", re.compile(r"(?i:" + _NEW_ONE + r")"), _new_one),
    Family(
        "value_before_cjk_word", re.compile(r"パスワード|暗証番号|合言葉"), _value_before_cjk_word
    ),
    Family(
        "explained_password",
        re.compile(
            r"(?i:together|as one|glued|joined|stuck|one string|one word|one token|in one|no space"
            r"|junt[oa]s|juntinhos|pegad[oa]s|colad[oa]s|ensemble|coll[ée]s"
            r"|what the|is what|det er|det e |det är|new one|tiene|теперь|сейчас|tutt|bag-?o"
            r"|stavi|namjesti|nastavi|ustawi|поставил|установил|поставив|встанови"
            r"|pus(?:e|iste|o|imos|ieron) (?:al?|en|para) "
            r"|(?:\x01|[ée]) [ao] (?:nova|novo|do|da))"
        ),
        _explained,  # (no digit needed: a handed-over value may have none, `vbhjUEgrfbvxQR`)
    ),
)
